import { defaultUrlTransform } from 'react-markdown';

/** The protocols a link may use; images load over http(s) only. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];
const IMAGE_PROTOCOLS = ['http:', 'https:'];

/**
 * A URL of the document made absolute against the document's own address (so `../images/x.svg`
 * loads from the assets host), or '' when its protocol is not allowed for that attribute.
 */
export function safeUrl(url: string, attribute: string, documentUrl: string): string {
  if (!defaultUrlTransform(url)) return '';
  try {
    const resolved = new URL(url, documentUrl);
    const allowed = attribute === 'src' ? IMAGE_PROTOCOLS : LINK_PROTOCOLS;
    return allowed.includes(resolved.protocol) ? resolved.href : '';
  } catch {
    return '';
  }
}
