import { lazy, Suspense } from 'react';
import type { MarkdownDocumentProps } from './markdown-document';

export const LOADING_CONTENT = 'Loading content...';

const MarkdownDocument = lazy(() => import('./markdown-document'));

/** A document's markdown, with the renderer fetched the first time one is shown. */
export function MarkdownView(props: MarkdownDocumentProps) {
  return (
    <Suspense fallback={<p className="text-muted">{LOADING_CONTENT}</p>}>
      <MarkdownDocument {...props} />
    </Suspense>
  );
}
