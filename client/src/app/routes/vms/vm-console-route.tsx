import '@/styles/vms.css';
import { useNavigate, useParams } from 'react-router-dom';
import { parseVmId, VmConsole } from '@/features/vms';
import { paths } from '@/config/paths';
import { SignedInBranding } from '@/shell/signed-in-branding';

// window.close() only works on windows a script opened; give it a moment, then fall back.
const CLOSE_FALLBACK_MS = 150;

/** /virtualMachineConsole/:virtualMachineId: full screen, outside the shell. */
export function VmConsoleRoute() {
  const navigate = useNavigate();
  const id = parseVmId(useParams().virtualMachineId);
  const close = () => {
    window.close();
    setTimeout(() => {
      if (window.closed) return;
      void navigate(id === null ? paths.virtualMachines() : paths.virtualMachineDetails(id), {
        replace: true,
      });
    }, CLOSE_FALLBACK_MS);
  };
  return (
    <>
      <SignedInBranding />
      <VmConsole id={id} onClose={close} />
    </>
  );
}
