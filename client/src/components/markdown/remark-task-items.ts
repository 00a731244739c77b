import type { Root, RootContent } from 'mdast';

const MARKER = /^\[([ xX])\][ \t]+/;

function walk(nodes: RootContent[]): void {
  for (const node of nodes) {
    if (node.type === 'listItem') {
      const first = node.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      const match = text?.type === 'text' ? MARKER.exec(text.value) : null;
      if (text?.type === 'text' && match) {
        node.checked = match[1] !== ' ';
        text.value = text.value.slice(match[0].length);
      }
    }
    if ('children' in node) walk(node.children as RootContent[]);
  }
}

/** `- [ ] item` list items are tick-box items (rendered as check boxes). */
export const remarkTaskItems = () => (tree: Root) => walk(tree.children);
