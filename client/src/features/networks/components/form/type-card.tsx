import { Diagram3 } from 'react-bootstrap-icons';
import { NETWORK_MESSAGES } from '@contract/network-messages';
import { NETWORK_TYPES, type NetworkType } from '@contract/networks';
import { TitledCard } from '@/components/titled-card';
import type { NetworkFormState } from './use-network-form';

const TYPES: Record<NetworkType, { label: string; text: string }> = {
  standard: {
    label: 'Standard',
    text: 'DHCP, a default route, DNS and outbound internet through SNAT',
  },
  custom: { label: 'Custom', text: 'No DHCP or SNAT: you control the whole topology' },
};

/** Standard or Custom; fixed once the network exists. */
export function TypeCard({ state }: { state: NetworkFormState }) {
  return (
    <TitledCard icon={Diagram3} title="Network Type">
      <div className="vm-card-body">
        <fieldset className="network-types" disabled={state.editing}>
          <legend className="visually-hidden">Network Type</legend>
          {NETWORK_TYPES.map((type) => (
            <label
              key={type}
              className={`network-type${state.networkType === type ? ' is-on' : ''}`}
            >
              <input
                type="radio"
                className="form-check-input"
                name="networkType"
                value={type}
                checked={state.networkType === type}
                onChange={() => state.chooseType(type)}
              />
              <span>
                <strong>{TYPES[type].label}</strong>
                <span className="d-block small text-secondary">{TYPES[type].text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {state.editing && (
          <p className="small text-secondary mt-2 mb-0">{NETWORK_MESSAGES.typeLocked}</p>
        )}
      </div>
    </TitledCard>
  );
}
