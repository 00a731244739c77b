import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowAddressMovedMeanwhile } from './follow-address';

/**
 * Moves the address during the router's first render, as a Back pressed while a yielding render
 * is under way would: before the router listens, so it never hears the popstate.
 */
function backDuringFirstRender(to: string) {
  let moved = false;
  return function BackPressed() {
    if (!moved) {
      moved = true;
      window.history.pushState({ usr: null, key: 'back', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }
    return null;
  };
}

const Where = () => <h1>at {useLocation().pathname}</h1>;

function renderRouter(follow: boolean) {
  const BackPressed = backDuringFirstRender('/vms');
  return act(async () =>
    render(
      <BrowserRouter>
        {follow && <FollowAddressMovedMeanwhile basename="/" />}
        <BackPressed />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    ),
  );
}

describe('following an address moved during the first render', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the address the browser moved to', async () => {
    window.history.replaceState(null, '', '/dashboard');
    await renderRouter(true);
    expect(screen.getByRole('heading').textContent).toBe('at /vms');
  });

  it('is needed: the router alone stays on the screen it started with', async () => {
    window.history.replaceState(null, '', '/dashboard');
    await renderRouter(false);
    expect(screen.getByRole('heading').textContent).toBe('at /dashboard');
  });

  it('leaves an address nothing moved alone', async () => {
    window.history.replaceState(null, '', '/networks');
    let pops = 0;
    const count = () => pops++;
    window.addEventListener('popstate', count);
    await act(async () =>
      render(
        <BrowserRouter>
          <FollowAddressMovedMeanwhile basename="/" />
          <Where />
        </BrowserRouter>,
      ),
    );
    window.removeEventListener('popstate', count);
    expect(pops).toBe(0);
    expect(screen.getByRole('heading').textContent).toBe('at /networks');
  });
});
