import { ShieldLock } from 'react-bootstrap-icons';
import type { VmDetails } from '@contract/virtual-machines';
import { CopyButton } from '@/components/copy-button';
import { PasswordField } from './password-field';
import { VmCard } from '../vm-card';

/** Sign-in details; none exist yet while the VM is being built. */
export function VmCredentialsCard({ details }: { details: VmDetails }) {
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
              <PasswordField vmId={vm.id} />
            )}
          </dd>
        </div>
      </dl>
    </VmCard>
  );
}
