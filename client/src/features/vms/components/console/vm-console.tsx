import { useEffect, useEffectEvent, useState } from 'react';
import { ExclamationOctagon, XLg } from 'react-bootstrap-icons';
import { withPrefix } from '@/api/api-error';
import { useVmConsole } from '@/api/vms/get-vm-console';
import { isUsableConsoleUrl } from '@/features/vms/lib/console-url';

export const CONSOLE_LOADING = 'Loading console...';
export const CONSOLE_FAILED = 'Failed to load console. Please try again.';
export const INVALID_CONSOLE_URL = 'Invalid console URL';

type Props = {
  /** Null when the route's id is not a number: there is nothing to show, the window closes. */
  id: number | null;
  onClose: () => void;
};

/** Full-screen serial console: the provider's console page in a frame. */
export function VmConsole({ id, onClose }: Props) {
  const consoleUrl = useVmConsole(id ?? 0, id !== null);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const closeForBadId = useEffectEvent(onClose);
  useEffect(() => {
    if (id === null) closeForBadId();
  }, [id]);

  const url = consoleUrl.data;
  const usable = isUsableConsoleUrl(url);
  let problem: string | null = null;
  let detail: string | null = null;
  if (consoleUrl.isError) problem = withPrefix('Failed to fetch console URL', consoleUrl.error);
  else if (consoleUrl.isSuccess && !usable) {
    problem = CONSOLE_FAILED;
    detail = INVALID_CONSOLE_URL; // why an empty or unusable address is refused
  }

  return (
    <div className="vm-console">
      <button
        type="button"
        className="vm-console-close"
        onClick={onClose}
        aria-label="Close console"
      >
        <XLg aria-hidden="true" />
      </button>
      {problem ? (
        <div className="vm-console-message" role="alert">
          <ExclamationOctagon aria-hidden="true" />
          <p>{problem}</p>
          {detail && <p className="small opacity-75">{detail}</p>}
          <button type="button" className="btn btn-light" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <>
          {(!usable || !frameLoaded) && (
            <div className="vm-console-message" role="status">
              <span className="spinner-border" aria-hidden="true" />
              <p>{CONSOLE_LOADING}</p>
            </div>
          )}
          {usable && (
            <iframe
              title="Virtual machine console"
              src={url}
              className={`vm-console-frame${frameLoaded ? ' is-loaded' : ''}`}
              onLoad={() => setFrameLoaded(true)}
            />
          )}
        </>
      )}
    </div>
  );
}
