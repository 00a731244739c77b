import { ShieldLock } from 'react-bootstrap-icons';
import type { VmDetails } from '@contract/virtual-machines';
import { CopyButton } from '@/components/copy-button';
import type { ButtonState } from '@/features/vms/lib/vm-actions';
import { PasswordField } from './password-field';
import { VmCard } from '../vm-card';

type Props = { details: VmDetails; password: ButtonState };

/** Sign-in details; none exist yet while the VM is being built. */
export function VmCredentialsCard({ details, password }: Props) {
  const vm = details.virtualMachine;
  const provisioning = details.status === 'Provisioning';
  return (
    <VmCard icon={ShieldLock} title="Credentials">
      <dl className="vm-facts vm-facts-single">
        <div className="vm-fact">
          <dt>Username</dt>
          <dd>
            {provisioning ? (
              <span className="text-secondary">Provisioning</span>
            ) : (
              <span className="vm-secret">
                <code className="vm-secret-value">{vm.username}</code>
                <CopyButton value={vm.username} label="username" />
              </span>
            )}
          </dd>
        </div>
        <div className="vm-fact">
          <dt>Password</dt>
          <dd>
            {provisioning ? (
              <span className="text-secondary">Provisioning</span>
            ) : (
              <PasswordField vmId={vm.id} state={password} />
            )}
          </dd>
        </div>
      </dl>
    </VmCard>
  );
}
