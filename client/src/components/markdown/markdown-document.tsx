import { useState, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { remarkCallouts } from './remark-callouts';
import { safeUrl } from './safe-url';
import { sanitizeSchema } from './sanitize-schema';

export type MarkdownDocumentProps = {
  markdown: string;
  /** The document's own address: relative links and images resolve against it. */
  documentUrl: string;
};

// GitHub's markdown (tables, task lists, autolinks), then our callouts. Raw HTML is parsed into
// the tree (rehype-raw) and only then sanitised, so nothing unsafe survives either way.
const remarkPlugins = [remarkGfm, remarkCallouts];
const rehypePlugins: ComponentProps<typeof Markdown>['rehypePlugins'] = [
  rehypeRaw,
  [rehypeSanitize, sanitizeSchema],
];

/** A tick-box item: toggled by the reader, never saved. */
function TaskItem({ children }: { children: React.ReactNode }) {
  const [checked, setChecked] = useState(false);
  return (
    <li className="task-list-item">
      <label className="task-item-label">
        <input
          type="checkbox"
          className="form-check-input me-2"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
        />
        {children}
      </label>
    </li>
  );
}

type TreeNode = { type: string; tagName?: string; value?: string; children?: TreeNode[] };

/** The text inside a node of the rendered tree. */
function textOf(node: TreeNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** "Table: Size, vCPUs, Memory": a table's column heads name it, so each table is its own region. */
function tableLabel(table: TreeNode | undefined): string {
  const heads: string[] = [];
  const visit = (node: TreeNode) =>
    node.tagName === 'th' ? heads.push(textOf(node).trim()) : node.children?.forEach(visit);
  if (table) visit(table);
  return heads.length ? `Table: ${heads.join(', ')}` : 'Table';
}

const components: Components = {
  // Every link opens in a new tab, without giving the opened page a handle on this one.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
  // The sanitised, disabled check box is replaced by TaskItem's own.
  input: ({ node: _node, ...props }) => (props.type === 'checkbox' ? null : <input {...props} />),
  li: ({ node: _node, className, children, ...props }) =>
    className === 'task-list-item' ? (
      <TaskItem>{children}</TaskItem>
    ) : (
      <li className={className} {...props}>
        {children}
      </li>
    ),
  // Both may scroll sideways: focusable, so that the keyboard can scroll them too.
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
  table: ({ node, ...props }) => (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={tableLabel(node)}>
      <table className="table table-sm table-bordered" {...props} />
    </div>
  ),
};

/**
 * A markdown document rendered safely: raw HTML is allowed, then everything is sanitised with
 * GitHub's rules, and URLs keep only the allowed protocols. Loaded lazily (markdown-view.tsx):
 * only document pages pay for it.
 */
export default function MarkdownDocument({ markdown, documentUrl }: MarkdownDocumentProps) {
  return (
    <div className="markdown-body">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        urlTransform={(url, key) => safeUrl(url, key, documentUrl)}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
