import { useSearchParams } from 'react-router-dom';
import { FileEarmarkText } from 'react-bootstrap-icons';
import { DOCUMENT_LIBRARIES, documentPath, type DocumentLibrary } from '@contract/documents';
import { documentUrl, useDocument } from '@/api/documents/get-document';
import { LOADING_CONTENT, MarkdownView } from '@/components/markdown/markdown-view';

export const CONTENT_BEING_PREPARED = 'Content is being prepared. Please check back soon.';

function DocumentContent({ path }: { path: string }) {
  const document = useDocument(path);
  if (document.isPending) return <p className="text-muted">{LOADING_CONTENT}</p>;
  if (document.isError)
    return (
      <div className="alert alert-info mb-0" role="status">
        {CONTENT_BEING_PREPARED}
      </div>
    );
  return <MarkdownView markdown={document.data} documentUrl={documentUrl(path)} />;
}

/**
 * A library's documents: the list on the left, the chosen one (in the query string, so it can
 * be linked and survives a reload; the first by default) rendered on the right.
 */
export function DocumentLibraryView({ library }: { library: DocumentLibrary }) {
  const { documents } = DOCUMENT_LIBRARIES[library];
  const [params, setParams] = useSearchParams();
  const asked = params.get('doc');
  const current = documents.find((name) => name === asked) ?? documents[0];
  return (
    <div className="document-library">
      <nav className="document-list" aria-label="Documents">
        <ul className="list-unstyled mb-0">
          {documents.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={`document-list-item${name === current ? ' active' : ''}`}
                aria-current={name === current ? 'page' : undefined}
                onClick={() => setParams({ doc: name }, { replace: true })}
              >
                <FileEarmarkText className="me-2 flex-shrink-0" aria-hidden="true" />
                <span>{name}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="document-pane card" aria-label={current}>
        <div className="card-body">
          <DocumentContent path={documentPath(library, current)} />
        </div>
      </article>
    </div>
  );
}
