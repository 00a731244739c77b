import { useState } from 'react';
import { withPrefix } from '@/api/api-error';
import { useSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { resetSandbox } from '@/api/sandbox/reset-sandbox';
import { clearSession } from '@/api/session';
import { HostedWorldBannerSpace } from '@/components/hosted-world-banner-space';
import { formatDate } from '@/lib/format-date';
import { ResetWorldModal } from './reset-world-modal';

/**
 * The slim bar on every screen of a hosted trial world: when it expires (a lifetime after its
 * last use), a reset to its starting point and its control room.
 */
export function HostedWorldBanner() {
  const { data: info, isPending } = useSandboxInfo();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      <span>Sandbox</span>
      <span aria-hidden="true">·</span>
      <span>expires {formatDate(info.hosted.expiresAt)}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="btn btn-link" onClick={() => setConfirming(true)}>
        Reset
      </button>
      <span aria-hidden="true">·</span>
      <a href={info.controlRoomUrl} target="_blank" rel="noopener">
        Control room
      </a>
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
