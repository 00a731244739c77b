import type { ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

/** A card's label/value pairs as a description list; `compact` packs them tighter. */
export function FactList({ facts, compact }: { facts: Fact[]; compact?: boolean }) {
  return (
    <dl className={`vm-facts${compact ? ' vm-facts-compact' : ''}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="vm-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
