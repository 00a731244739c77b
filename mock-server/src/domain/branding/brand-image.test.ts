import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_MAX_BYTES, DEMO_MESSAGES } from '@contract/demos';
import { BrandImageError, parseBrandImage } from './brand-image';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([4, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const svg = (body: string) =>
  dataUrl('image/svg+xml', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`));

function refusal(url: string): { status: number; message: string } {
  try {
    parseBrandImage(url);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandImageError);
    return { status: (error as BrandImageError).status, message: (error as Error).message };
  }
  throw new Error('the image was accepted');
}
const wrongType = { status: 400, message: DEMO_MESSAGES.imageType };
const unsafe = { status: 400, message: DEMO_MESSAGES.svgUnsafe };

describe('an uploaded brand image', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ])('accepts a %s whose bytes are one', (type, bytes) => {
    expect(parseBrandImage(dataUrl(type, bytes))).toEqual({
      contentType: type,
      data: bytes.toString('base64'),
    });
  });

  it.each([
    ['a PNG declared as JPEG', dataUrl('image/jpeg', PNG)],
    ['a JPEG declared as PNG', dataUrl('image/png', JPEG)],
    ['a PNG declared as WebP', dataUrl('image/webp', PNG)],
    ['text declared as PNG', dataUrl('image/png', Buffer.from('hello, world'))],
    ['a GIF', dataUrl('image/gif', Buffer.from('GIF89a'))],
    ['an HTML page', dataUrl('text/html', Buffer.from('<p>hi</p>'))],
    ['an address', 'https://example.com/logo.png'],
    ['no data', 'data:image/png;base64,'],
    ['broken base64', 'data:image/png;base64,iVBO!!!'],
    ['base64 cut short', 'data:image/png;base64,iVBORw0KGgoAAA'],
  ])('refuses %s with the type message (400)', (_, url) => {
    expect(refusal(url)).toEqual(wrongType);
  });

  it('refuses an image past the size once decoded with 413, and accepts one at the size', () => {
    const atSize = Buffer.concat([PNG, Buffer.alloc(DEMO_IMAGE_MAX_BYTES - PNG.length)]);
    expect(parseBrandImage(dataUrl('image/png', atSize)).contentType).toBe('image/png');
    const past = Buffer.concat([atSize, Buffer.alloc(1)]);
    expect(refusal(dataUrl('image/png', past))).toEqual({
      status: 413,
      message: DEMO_MESSAGES.imageTooLarge,
    });
    const pastSvg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(DEMO_IMAGE_MAX_BYTES)}</desc></svg>`;
    expect(refusal(dataUrl('image/svg+xml', Buffer.from(pastSvg))).status).toBe(413);
  });

  it('accepts a plain SVG, base64 or URL-encoded, with inner references and inlined rasters', () => {
    const logo =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>' +
      '<rect width="10" height="10" fill="url(#g)" style="fill: url(\'#g\')"/>' +
      `<use href="#g"/><image href="${dataUrl('image/png', PNG)}"/>` +
      '<style>.a { fill: url(#g) }</style><text>Acme</text>';
    expect(parseBrandImage(svg(logo)).contentType).toBe('image/svg+xml');
    const encoded = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')}`;
    expect(parseBrandImage(encoded).contentType).toBe('image/svg+xml');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    [
      'a namespaced script',
      '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
    ],
    ['a SCRIPT in capitals', '<SCRIPT>alert(1)</SCRIPT>'],
    ['an event handler', '<rect onload="alert(1)"/>'],
    ['an event handler in capitals', '<rect ONCLICK="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    [
      'a javascript: link split by whitespace',
      '<a href="java\tscript:alert(1)"><text>x</text></a>',
    ],
    ['a javascript: link in character references', '<a href="&#106;avascript:alert(1)"/>'],
    [
      'a javascript: xlink:href',
      '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:x()"/>',
    ],
    [
      'foreign content',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    ],
    ['an iframe', '<iframe src="#x"/>'],
    ['an external image', '<image href="https://tracker.example/p.png"/>'],
    [
      'an external xlink:href',
      '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://x.example/s.svg#a"/>',
    ],
    ['a relative address', '<image href="logo.png"/>'],
    ['a protocol-relative address', '<image href="//x.example/p.png"/>'],
    [
      'an embedded SVG document',
      `<image href="data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}"/>`,
    ],
    ['a data: page', '<image href="data:text/html,hi"/>'],
    ['an external url() in an attribute', '<rect fill="url(https://x.example/f.svg#g)"/>'],
    [
      'an external url() in a style attribute',
      '<rect style="background: url(\'//x.example/a.png\')"/>',
    ],
    [
      'an external url() in a style sheet',
      '<style>rect { fill: url(http://x.example/a#b) }</style>',
    ],
    [
      'an external url() in CDATA',
      '<style><![CDATA[rect { fill: url(http://x.example/a#b) }]]></style>',
    ],
    [
      'an escaped url() the check cannot read',
      '<style>rect { fill: url(http://x.example/a\\)b) }</style>',
    ],
    ['an @import', '<style>@import "https://x.example/a.css";</style>'],
    ['a stylesheet processing instruction', ''],
  ])('refuses an SVG with %s (400, the unsafe message)', (_, body) => {
    const url =
      body === ''
        ? dataUrl(
            'image/svg+xml',
            Buffer.from(
              '<?xml-stylesheet href="https://x.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
            ),
          )
        : svg(body);
    expect(refusal(url)).toEqual(unsafe);
  });

  it('refuses a DOCTYPE and the entities it would declare', () => {
    const withEntity =
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    expect(refusal(dataUrl('image/svg+xml', Buffer.from(withEntity)))).toEqual(unsafe);
    const bomb =
      '<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>';
    expect(refusal(dataUrl('image/svg+xml', Buffer.from(bomb)))).toEqual(unsafe);
  });

  it.each([
    ['not XML', 'hello'],
    ['unclosed markup', '<svg xmlns="http://www.w3.org/2000/svg"><rect>'],
    ['an unknown entity', '<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>'],
    ['another root element', '<html><body/></html>'],
  ])('refuses an SVG that is %s with the type message', (_, source) => {
    expect(refusal(dataUrl('image/svg+xml', Buffer.from(source)))).toEqual(wrongType);
  });
});
