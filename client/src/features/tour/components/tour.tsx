import '@/styles/tour-popover.scss';
import '@/styles/tour.css';
import { useEffect, useMemo, useState } from 'react';
import type { CurrentUser } from '@contract/users';
import { useSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { canRefocus, focusQuietly } from '@/lib/last-focused';
import { useOpener } from '@/lib/use-opener';
import { rememberTourOffered, wasOfferedTour } from '../lib/tour-memory';
import { moveTour, type TourMove, type TourProgress } from '../lib/tour-progress';
import { tourSteps } from '../lib/tour-steps';
import { TourDialog } from './tour-dialog';
import { TourOffer } from './tour-offer';

type Props = {
  /** Undefined while the current user loads. */
  user: CurrentUser | undefined;
  /** Counts the user's requests from the user menu: each new value starts the tour. */
  request: number;
};

/** Where focus goes when the tour ends and what opened it is gone (the offer): the heading. */
function focusScreenStart() {
  const main = document.getElementById('main-content');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading) heading.tabIndex = -1;
  const start = heading ?? main;
  if (start) focusQuietly(start);
}

/** The tour of a hosted world: offered once per user, started again from the user menu. */
export function Tour({ user, request }: Props) {
  const { data: info } = useSandboxInfo();
  const steps = useMemo(() => tourSteps({ controlRoom: Boolean(info) }), [info]);
  const [progress, setProgress] = useState<TourProgress>({ open: false });
  const [offered, setOffered] = useState(false);

  // The offer is due once the user and the world are known, and only if never made before.
  const userId = user?.id;
  const offerKey = userId !== undefined && info?.hosted ? userId : null;
  const [checkedFor, setCheckedFor] = useState<number | null>(null);
  if (offerKey !== null && checkedFor !== offerKey) {
    setCheckedFor(offerKey);
    setOffered(!wasOfferedTour(offerKey));
  }
  useEffect(() => {
    if (offered && userId !== undefined) rememberTourOffered(userId);
  }, [offered, userId]);

  const start = () => {
    setOffered(false);
    setProgress(moveTour({ open: false }, 'start', steps.length));
  };
  const [seenRequest, setSeenRequest] = useState(0);
  if (request !== seenRequest) {
    setSeenRequest(request);
    if (request > 0) start();
  }
  const opener = useOpener(progress.open);

  const move = (how: TourMove) => {
    const next = moveTour(progress, how, steps.length);
    setProgress(next);
    if (next.open) return;
    // The tour follows the route: what opened it (the user panel's item) may be on any screen.
    if (canRefocus(opener.element)) opener.element.focus();
    else focusScreenStart();
  };

  const step = progress.open ? steps[progress.index] : undefined;
  return (
    <>
      {offered && !progress.open && (
        <TourOffer
          onTake={start}
          onDecline={() => {
            setOffered(false);
            focusScreenStart();
          }}
        />
      )}
      {progress.open && step && (
        <TourDialog step={step} index={progress.index} count={progress.count} onMove={move} />
      )}
    </>
  );
}
