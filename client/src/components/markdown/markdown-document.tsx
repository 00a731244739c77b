import { useState, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { remarkCallouts } from './remark-callouts';
import { remarkLineBreaks } from './remark-line-breaks';
import { remarkPipeTables } from './remark-pipe-tables';
import { remarkTaskItems } from './remark-task-items';
import { safeUrl } from './safe-url';
import { sanitizeSchema } from './sanitize-schema';

export type MarkdownDocumentProps = {
  markdown: string;
  /** The document's own address: relative links and images resolve against it. */
  documentUrl: string;
};

const remarkPlugins = [remarkPipeTables, remarkLineBreaks, remarkCallouts, remarkTaskItems];
const rehypePlugins: ComponentProps<typeof Markdown>['rehypePlugins'] = [
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
  table: ({ node: _node, ...props }) => (
    <div className="table-responsive">
      <table className="table table-sm table-bordered" {...props} />
    </div>
  ),
};

/**
 * A markdown document rendered safely: raw HTML is not rendered (only `<br>` tags become
 * breaks), the result is sanitised with GitHub's rules, and URLs keep only the allowed
 * protocols. Loaded lazily (markdown-view.tsx): only document pages pay for it.
 */
export default function MarkdownDocument({ markdown, documentUrl }: MarkdownDocumentProps) {
  return (
    <div className="markdown-body">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        skipHtml
        urlTransform={(url, key) => safeUrl(url, key, documentUrl)}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
