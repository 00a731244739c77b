import { BoxArrowUpRight } from 'react-bootstrap-icons';
import { CopyButton } from '@/components/copy-button';

/** A demo's link: shown, copied, opened in a new tab. */
export function DemoLink({ url }: { url: string }) {
  return (
    <div className="console-link">
      <code className="text-break">{url}</code>
      <CopyButton value={url} label="demo link" />
      <a href={url} target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-primary">
        <BoxArrowUpRight aria-hidden="true" /> Open
      </a>
    </div>
  );
}
