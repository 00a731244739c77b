import { SaxesParser } from 'saxes';

export type SvgVerdict = 'safe' | 'unsafe' | 'malformed';

/** Elements that run script or embed another document. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
]);
/** Attributes whose whole value is an address. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src']);
/** A raster image inlined in the document: it loads nothing. */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;
const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gis;

const localName = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name);
/** What a browser reads once it drops whitespace and control characters inside a scheme. */
const squeezed = (value: string) =>
  [...value.replace(/\s+/g, '')]
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

/** Whether an address stays in the document: a fragment (#id) or an inlined raster image. */
function staysInside(address: string): boolean {
  const target = address.trim();
  return target.startsWith('#') || INLINE_IMAGE.test(target);
}

/** Whether a text (an attribute value or a style sheet) reaches outside the document or runs script. */
function textIsUnsafe(text: string): boolean {
  const flat = squeezed(text);
  if (flat.includes('javascript:') || flat.includes('vbscript:') || flat.includes('@import'))
    return true;
  if (flat.includes('expression(')) return true;
  for (const call of text.matchAll(URL_FUNCTION)) if (!staysInside(call[2] ?? '')) return true;
  // A url( the pattern could not read (unbalanced, escaped) is refused rather than guessed at.
  const calls = flat.split('url(').length - 1;
  return calls !== [...text.matchAll(URL_FUNCTION)].length;
}

/**
 * Whether an SVG is safe to serve as a logo, read by a strict XML parser (saxes): no DOCTYPE
 * (hence no entities beyond XML's own), no processing instruction, an <svg> root, no script or
 * foreign content, no event handler, and no address outside the document (href, src, url(),
 * @import), only fragments and inlined raster images.
 */
export function svgIsSafe(source: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let unsafe = false;
  let malformed = false;
  let root: string | null = null;
  parser.on('error', () => {
    malformed = true;
  });
  parser.on('doctype', () => {
    unsafe = true;
  });
  parser.on('processinginstruction', () => {
    unsafe = true;
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name).toLowerCase();
    root ??= name;
    if (FORBIDDEN_ELEMENTS.has(name)) unsafe = true;
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      const key = localName(attribute).toLowerCase();
      if (key.startsWith('on')) unsafe = true;
      else if (ADDRESS_ATTRIBUTES.has(key) && !staysInside(value)) unsafe = true;
      else if (textIsUnsafe(value)) unsafe = true;
    }
  });
  const checkText = (text: string) => {
    if (textIsUnsafe(text)) unsafe = true;
  };
  parser.on('text', checkText);
  parser.on('cdata', checkText);
  try {
    parser.write(source).close();
  } catch {
    malformed = true;
  }
  if (unsafe) return 'unsafe';
  if (malformed || root !== 'svg') return 'malformed';
  return 'safe';
}
