import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { trapTab } from '@/components/trap-tab';
import { findTarget, type ResolvedTarget } from '../lib/find-target';
import type { TourMove } from '../lib/tour-progress';
import type { TourStep } from '../lib/tour-steps';
import { TourCard } from './tour-card';

type Props = { step: TourStep; index: number; count: number; onMove: (move: TourMove) => void };

const placementFor = (step: TourStep, target: HTMLElement) =>
  target.dataset.tour === 'menu' ? 'bottom-start' : step.inMenu ? 'right' : 'top-end';

// Beside its element where there is room, else below or above it (a phone's open menu).
const POPPER = {
  modifiers: [{ name: 'flip', options: { fallbackPlacements: ['bottom', 'top', 'left'] } }],
};

// The same target keeps the same state, so a change that moves nothing renders nothing.
const sameTarget = (shown: ResolvedTarget, found: ResolvedTarget): ResolvedTarget =>
  shown?.element === found?.element && shown?.name === found?.name ? shown : found;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * One step of the tour: a modal dialog beside the element it points at (highlighted), or in the
 * middle of the screen when that element is not on screen. Focus goes into it and stays there
 * (Tab cycles, Escape ends the tour); its target is found again after a move to another screen
 * or a resize, so the tour follows the user.
 */
export function TourDialog({ step, index, count, onMove }: Props) {
  const { key: locationKey } = useLocation();
  const [target, setTarget] = useState<ResolvedTarget>(null);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const ids = { title: useId(), description: useId() };

  // Found again whenever the page changes under the step: another screen, a resize, the menu
  // opened or closed (its slide ends), an element that came late (the Job Status button).
  useLayoutEffect(() => {
    const resolve = () => setTarget((shown) => sameTarget(shown, findTarget(step)));
    resolve();
    const observer = new MutationObserver(resolve);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    window.addEventListener('resize', resolve);
    document.addEventListener('transitionend', resolve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resolve);
      document.removeEventListener('transitionend', resolve);
    };
  }, [step, locationKey]);

  // The highlight: an attribute the shell's styles ring, which React's own rendering leaves be.
  const element = target?.element;
  useEffect(() => {
    if (!element) return;
    element.setAttribute('data-tour-active', '');
    element.scrollIntoView?.({ block: 'nearest' });
    return () => element.removeAttribute('data-tour-active');
  }, [element]);

  // Into the dialog when it opens and after each step, unless the user is already inside it.
  useEffect(() => {
    if (box && !box.contains(document.activeElement))
      box.querySelector<HTMLElement>('[data-tour-primary]')?.focus();
  }, [box, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onMove('end');
    } else trapTab(event);
  };
  const dialogProps = {
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': ids.title,
    'aria-describedby': ids.description,
    onKeyDown,
  } as const;
  const card = (
    <TourCard
      step={step}
      index={index}
      count={count}
      targetName={target?.name ?? null}
      onMove={onMove}
      ids={ids}
    />
  );

  if (!element)
    return createPortal(
      <div ref={setBox} className="popover tour-popover tour-centred" {...dialogProps}>
        {card}
      </div>,
      document.body,
    );
  return (
    <Overlay
      show
      target={element}
      placement={placementFor(step, element)}
      flip
      offset={[0, 10]}
      popperConfig={POPPER}
      transition={false}
    >
      {({ ref, ...overlayProps }) => (
        <Popover
          {...overlayProps}
          ref={(node: HTMLDivElement | null) => {
            assignRef(ref, node);
            setBox(node);
          }}
          className="tour-popover"
          {...dialogProps}
        >
          {card}
        </Popover>
      )}
    </Overlay>
  );
}
