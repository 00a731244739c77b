import type { TourMove } from '../lib/tour-progress';
import { stepCounter } from '../lib/tour-progress';
import type { TourStep } from '../lib/tour-steps';

type Props = {
  step: TourStep;
  index: number;
  count: number;
  /** What the step points at, for screen readers; null when it is shown without a target. */
  targetName: string | null;
  onMove: (move: TourMove) => void;
  /** The dialog's label and description, set on its outer element by the caller. */
  ids: { title: string; description: string };
};

/** A step's words and buttons: title, counter, text, Back, Next (Done on the last) and Skip. */
export function TourCard({ step, index, count, targetName, onMove, ids }: Props) {
  const last = index + 1 === count;
  return (
    <>
      <div className="popover-header tour-header">
        <h2 id={ids.title} className="tour-title">
          {step.title}
        </h2>
        <span className="tour-counter">{stepCounter(index, count)}</span>
      </div>
      <div className="popover-body" id={ids.description}>
        <p className="mb-0">{step.text}</p>
        {/* Part of the dialog's description: what the highlighted element is. */}
        {targetName && <span className="visually-hidden"> Points at: {targetName}.</span>}
      </div>
      <div className="tour-actions">
        {/* On the last step Done ends the tour: a second way out would only repeat it. */}
        {last ? (
          <span />
        ) : (
          <button type="button" className="btn btn-link btn-sm" onClick={() => onMove('end')}>
            Skip tour
          </button>
        )}
        <span className="tour-actions-main">
          {index > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => onMove('back')}
            >
              Back
            </button>
          )}
          <button
            type="button"
            className="btn btn-primary btn-sm"
            data-tour-primary=""
            onClick={() => onMove('next')}
          >
            {last ? 'Done' : 'Next'}
          </button>
        </span>
      </div>
    </>
  );
}
