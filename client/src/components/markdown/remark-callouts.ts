import type { Blockquote, Paragraph, Root, RootContent } from 'mdast';

/** The callout kinds a quote can be marked as (`> [!WARNING]`), with their headings. */
export const CALLOUT_KINDS = {
  note: 'Note',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  success: 'Success',
} as const;
export type CalloutKind = keyof typeof CALLOUT_KINDS;

const MARKER = /^\[!(note|info|warning|danger|success)\][ \t]*\n?/i;

function toCallout(quote: Blockquote): void {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0];
  if (text?.type !== 'text') return;
  const match = MARKER.exec(text.value);
  if (!match) return;
  const kind = (match[1] as string).toLowerCase() as CalloutKind;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  if (first.children.length === 0) quote.children.shift();
  const title: Paragraph = {
    type: 'paragraph',
    data: { hProperties: { className: ['callout-title'] } },
    children: [{ type: 'text', value: CALLOUT_KINDS[kind] }],
  };
  quote.children.unshift(title);
  quote.data = {
    hName: 'div',
    hProperties: { className: ['callout', `callout-${kind}`] },
  };
}

function walk(nodes: RootContent[]): void {
  for (const node of nodes) {
    if (node.type === 'blockquote') toCallout(node);
    if ('children' in node) walk(node.children as RootContent[]);
  }
}

/** Quotes that start with a marker such as `[!NOTE]` become callout blocks of that kind. */
export const remarkCallouts = () => (tree: Root) => walk(tree.children);
