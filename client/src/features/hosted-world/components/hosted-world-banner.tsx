import { useRef, useState } from 'react';
import { withPrefix } from '@/api/api-error';
import { useSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { resetSandbox } from '@/api/sandbox/reset-sandbox';
import { clearSession } from '@/api/session';
import { HostedWorldBannerSpace } from '@/components/hosted-world-banner-space';
import { formatDate } from '@/lib/format-date';
import { KeepSandboxDialog } from './keep-sandbox-dialog';
import { ResetWorldModal } from './reset-world-modal';
import { TalkToSalesButton } from './talk-to-sales-button';

/**
 * The slim bar on every screen of a hosted trial world: when it expires (a lifetime after its
 * last use, a longer one once kept), a reset to its starting point, keeping it, a word with
 * sales and its control room. On a phone the words that do not fit give way.
 */
export function HostedWorldBanner() {
  const { data: info, isPending } = useSandboxInfo();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  if (isPending) return <HostedWorldBannerSpace />;
  if (!info?.hosted) return null;

  const reset = async () => {
    setResetting(true);
    setError(null);
    try {
      await resetSandbox();
      // Every session of the world ended with it: start again from sign-in, with nothing cached.
      clearSession();
      window.location.assign('/login');
    } catch (failure) {
      setError(withPrefix('The sandbox could not be reset', failure));
      setResetting(false);
    }
  };

  return (
    <div className="hosted-world-banner" role="region" aria-label="Sandbox">
      <span className="d-none d-sm-inline">Sandbox</span>
      <span className="d-none d-sm-inline" aria-hidden="true">
        ·
      </span>
      <span>
        {info.hosted.kept ? 'kept until' : 'expires'} {formatDate(info.hosted.expiresAt)}
      </span>
      <span aria-hidden="true">·</span>
      <button
        ref={resetButton}
        type="button"
        className="btn btn-link"
        onClick={() => setConfirming(true)}
      >
        Reset
      </button>
      {!info.hosted.kept && (
        <>
          <span aria-hidden="true">·</span>
          <button
            ref={keepButton}
            type="button"
            className="btn btn-link"
            onClick={() => setKeeping(true)}
          >
            Keep<span className="d-none d-sm-inline"> this sandbox</span>
          </button>
        </>
      )}
      <span aria-hidden="true">·</span>
      <TalkToSalesButton />
      <span className="d-none d-md-inline" aria-hidden="true">
        ·
      </span>
      <a className="d-none d-md-inline" href={info.controlRoomUrl} target="_blank" rel="noopener">
        Control room
      </a>
      <KeepSandboxDialog
        show={keeping}
        onClose={() => setKeeping(false)}
        // Once kept, its button is gone: focus goes back to the bar's first one.
        returnFocus={() => keepButton.current ?? resetButton.current}
      />
      <ResetWorldModal
        show={confirming}
        resetting={resetting}
        error={error}
        onConfirm={() => void reset()}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </div>
  );
}
