import type { AlignType, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { lineBreakTags } from './remark-line-breaks';

type Parse = (markdown: string) => Root;

const DELIMITER = /^\|?(\s*:?-+:?\s*\|)*\s*:?-+:?\s*\|?$/;

/** The cells of one `| a | b |` row; `\|` stays a literal bar. */
export function splitRow(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const alignOf = (cell: string): AlignType => {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
};

/** A paragraph's source lines as a table, or null if they are not one (header, delimiter, rows). */
function tableFrom(lines: string[], parse: Parse): Table | null {
  if (lines.length < 2 || !lines.every((l) => l.trim().startsWith('|'))) return null;
  if (!DELIMITER.test((lines[1] as string).trim())) return null;
  const header = splitRow(lines[0] as string);
  const align = splitRow(lines[1] as string).map(alignOf);
  const cell = (text: string): TableCell => {
    const first = parse(text).children[0];
    const children = first?.type === 'paragraph' ? first.children : [];
    return { type: 'tableCell', children: lineBreakTags(children) as PhrasingContent[] };
  };
  const row = (line: string) => {
    const cells = splitRow(line);
    return {
      type: 'tableRow' as const,
      children: header.map((_, i) => cell(cells[i] ?? '')),
    };
  };
  return {
    type: 'table',
    align,
    children: [row(lines[0] as string), ...lines.slice(2).map(row)],
  };
}

function walk(nodes: RootContent[], source: string, parse: Parse): void {
  nodes.forEach((node, index) => {
    if (node.type === 'paragraph') {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const table = tableFrom(source.slice(start.offset, end.offset).split('\n'), parse);
      if (table) nodes[index] = table;
    } else if ('children' in node) {
      walk(node.children as RootContent[], source, parse);
    }
  });
}

/**
 * Pipe tables (`| a | b |` rows under a `| --- |` delimiter), parsed here because the portal
 * ships no GFM plugin: each cell's text is parsed as inline markdown, and `<br>` in a cell is a
 * line break.
 */
export function remarkPipeTables(this: { parse: (markdown: string) => unknown }) {
  const parse: Parse = (markdown) => this.parse(markdown) as Root;
  return (tree: Root, file: { value: unknown }) => walk(tree.children, String(file.value), parse);
}
