import { useId } from 'react';

type Props = { onTake: () => void; onDecline: () => void };

/**
 * The offer on a world's first signed-in visit: a region at the top of the content, first in
 * its reading order, that takes no focus and covers nothing (the visitor may just go on).
 */
export function TourOffer({ onTake, onDecline }: Props) {
  const title = useId();
  return (
    <section className="tour-offer" aria-labelledby={title}>
      <div className="tour-offer-words">
        <p id={title} className="tour-offer-title">
          Take a 1-minute tour?
        </p>
        <p className="tour-offer-text">See where machines, networks, teams and support are.</p>
      </div>
      <div className="tour-offer-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onTake}>
          Take the tour
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDecline}>
          Not now
        </button>
      </div>
    </section>
  );
}
