import { HddNetwork, InfoCircle } from 'react-bootstrap-icons';
import { TitledCard } from '@/components/titled-card';
import { FormField } from './form-field';
import type { NetworkFormState } from './use-network-form';

type IpField = 'dhcpStartAddress' | 'dhcpEndAddress' | 'defaultRoute' | 'dnsServers';
const IP_FIELDS: [IpField, string][] = [
  ['dhcpStartAddress', 'DHCP Start Address'],
  ['dhcpEndAddress', 'DHCP End Address'],
  ['defaultRoute', 'Default Route'],
  ['dnsServers', 'DNS Servers'],
];

/** A standard network's addressing, or what a custom network means instead. */
export function AddressingCard({ state }: { state: NetworkFormState }) {
  const { form, editing, useDefaults } = state;
  const errors = form.formState.errors;
  if (state.networkType === 'custom') {
    return (
      <TitledCard icon={InfoCircle} title="Custom Network Configuration">
        <div className="vm-card-body">
          <div className="alert alert-info mb-0">
            <p className="mb-2">A custom network gives you a plain layer-2 segment:</p>
            <ul className="mb-0">
              <li>No DHCP: addresses are configured on the VMs themselves</li>
              <li>No SNAT: no outbound internet through the provider</li>
              <li>Direct VM-to-VM communication</li>
              <li>Full control over the network topology</li>
            </ul>
          </div>
        </div>
      </TitledCard>
    );
  }
  const cidr = form.watch('cidrBlock') ?? '';
  return (
    <TitledCard icon={HddNetwork} title="IP Addressing & Network Services">
      <div className="vm-card-body vm-form-grid">
        {!editing && (
          <div className="form-check form-switch">
            <input
              id="network-defaults"
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={useDefaults}
              onChange={(e) => state.toggleDefaults(e.target.checked)}
            />
            <label htmlFor="network-defaults" className="form-check-label">
              Use Default Settings
            </label>
          </div>
        )}
        <FormField
          id="network-cidr"
          label="CIDR Block"
          error={errors.cidrBlock?.message}
          hint={
            <>
              <div className="form-text">
                A private range with a prefix from /22 to /27, such as 10.20.0.0/24
              </div>
              {state.looking && (
                <div className="form-text" role="status">
                  Checking the range...
                </div>
              )}
              {state.warning && (
                <div className="text-danger small mt-1" role="alert">
                  {state.warning}
                </div>
              )}
              {state.lookupError && (
                <div className="text-danger small mt-1">{state.lookupError}</div>
              )}
            </>
          }
        >
          <input
            id="network-cidr"
            className={`form-control${errors.cidrBlock ? ' is-invalid' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="10.20.0.0/24"
            value={cidr}
            readOnly={useDefaults}
            onChange={(e) => state.typeCidr(e.target.value)}
          />
        </FormField>
        {IP_FIELDS.map(([field, label]) => (
          <FormField
            key={field}
            id={`network-${field}`}
            label={label}
            error={errors[field]?.message}
          >
            <input
              id={`network-${field}`}
              className={`form-control${errors[field] ? ' is-invalid' : ''}`}
              inputMode="decimal"
              autoComplete="off"
              readOnly={useDefaults}
              {...form.register(field)}
            />
          </FormField>
        ))}
        <div className="form-check form-switch">
          <input
            id="network-snat"
            type="checkbox"
            role="switch"
            className="form-check-input"
            {...form.register('snatEnabled')}
          />
          <label htmlFor="network-snat" className="form-check-label">
            SNAT (outbound internet access)
          </label>
        </div>
      </div>
    </TitledCard>
  );
}
