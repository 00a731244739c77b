import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MarkdownDocument from './markdown-document';

const DOC_URL = 'http://assets.test/assets/support/Policies/Doc%20One.md';
const show = (markdown: string) =>
  render(<MarkdownDocument markdown={markdown} documentUrl={DOC_URL} />).container;

describe('MarkdownDocument', () => {
  it('turns marked quotes into callouts of each kind, with their headings', () => {
    const html = show(
      ['note', 'info', 'warning', 'danger', 'success']
        .map((k) => `> [!${k.toUpperCase()}]\n> About ${k}.`)
        .join('\n\n'),
    );
    for (const [kind, title] of [
      ['note', 'Note'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['success', 'Success'],
    ]) {
      const callout = html.querySelector(`div.callout.callout-${kind}`);
      expect(callout?.querySelector('.callout-title')?.textContent).toBe(title);
      expect(callout?.textContent).toContain(`About ${kind}.`);
    }
    expect(html.querySelector('blockquote')).toBeNull();
  });

  it('renders pipe tables with inline markdown and <br> line breaks in cells', () => {
    const html = show(
      '| Size | Notes |\n| :--- | ---: |\n| **Micro** | Linux only<br>2 cores |\n| Small | `6` cores |',
    );
    expect([...html.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Size', 'Notes']);
    const cells = html.querySelectorAll('tbody td');
    expect(cells[0]?.querySelector('strong')?.textContent).toBe('Micro');
    expect(cells[1]?.querySelector('br')).not.toBeNull();
    expect(cells[1]?.textContent).toBe('Linux only2 cores');
    expect(cells[3]?.querySelector('code')?.textContent).toBe('6');
    expect(html.textContent).not.toContain('<br>');
  });

  it('opens links in a new tab without an opener, and resolves relative links and images', () => {
    const html = show(
      '[Sizing](../Technical%20Reference%20Documentation/VM%20Sizing%20Guide.md) [site](https://example.com)\n\n![Topology](../images/network-topology.svg)',
    );
    const links = html.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe(
      'http://assets.test/assets/support/Technical%20Reference%20Documentation/VM%20Sizing%20Guide.md',
    );
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(html.querySelector('img')?.getAttribute('src')).toBe(
      'http://assets.test/assets/support/images/network-topology.svg',
    );
  });

  it('keeps only http, https, irc, ircs, mailto and xmpp links', () => {
    const kept = [
      'http://a.test/',
      'https://a.test/',
      'irc://a.test/',
      'ircs://a.test/',
      'mailto:a@b.test',
      'xmpp:a@b.test',
    ];
    const dropped = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'java%0ascript:alert(1)',
    ];
    const html = show([...kept, ...dropped].map((u, i) => `[l${i}](${u})`).join(' '));
    const hrefs = [...html.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.slice(0, kept.length)).toEqual(kept);
    for (const href of hrefs.slice(kept.length))
      expect(href).not.toMatch(/^(javascript|data|vbscript|file):/i);
  });

  it('sanitises raw HTML: scripts, handlers, frames and styles never reach the page', () => {
    const html = show(
      [
        '<script>window.pwned = 1</script>',
        '<img src="x" onerror="window.pwned = 1">',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<a href="javascript:alert(1)">click</a>',
        '<svg onload="alert(1)"><script>alert(1)</script></svg>',
        '<style>body { display: none }</style>',
        'Text <b onclick="alert(1)">bold</b> end',
        '![x](javascript:alert(1))',
        '![y](data:image/svg+xml;base64,PHN2Zz4=)',
      ].join('\n\n'),
    );
    expect(
      html.querySelector('script, iframe, style, svg, [onerror], [onload], [onclick]'),
    ).toBeNull();
    for (const el of html.querySelectorAll('[href], [src]')) {
      expect(el.getAttribute('href') ?? el.getAttribute('src')).not.toMatch(/^(javascript|data):/i);
    }
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    // Safe raw HTML is kept, without its handler.
    expect(html.querySelector('b')?.textContent).toBe('bold');
  });

  it('turns task items into tick boxes the reader can toggle', async () => {
    show('- [ ] Large image logo\n- [ ] Favicon file');
    const box = screen.getByRole('checkbox', { name: 'Large image logo' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    const other = screen.getByRole('checkbox', { name: 'Favicon file' }) as HTMLInputElement;
    expect(other.checked).toBe(false);
  });

  it('renders code blocks with their language class', () => {
    const html = show('```sh\nssh ubuntu@203.0.113.10\n```');
    expect(html.querySelector('pre code.language-sh')?.textContent).toBe(
      'ssh ubuntu@203.0.113.10\n',
    );
  });

  it('lets the keyboard reach code blocks and tables, which may scroll sideways', () => {
    const html = show('```sh\nls\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html.querySelector('pre')?.tabIndex).toBe(0);
    expect(screen.getByRole('region', { name: 'Table: a, b' }).tabIndex).toBe(0);
  });
});
