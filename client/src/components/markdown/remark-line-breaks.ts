import type { Root, RootContent } from 'mdast';

const BREAK_TAG = /^<br\s*\/?>$/i;

/** `<br>` tags among inline content become line breaks; the rest is left as it is. */
export function lineBreakTags(nodes: RootContent[]): RootContent[] {
  return nodes.map((node) =>
    node.type === 'html' && BREAK_TAG.test(node.value.trim()) ? { type: 'break' } : node,
  );
}

function walk(nodes: RootContent[]): void {
  nodes.forEach((node) => {
    if ('children' in node) {
      node.children = lineBreakTags(node.children as RootContent[]) as typeof node.children;
      walk(node.children as RootContent[]);
    }
  });
}

/** Inline `<br>` tags anywhere (table cells above all) are breaks, with no raw HTML enabled. */
export const remarkLineBreaks = () => (tree: Root) => walk(tree.children);
