import { describe, expect, it, vi } from 'vitest';
import { SHOWN_ATTRIBUTE } from './attributes';
import { handOverFirstPaint } from './hand-over';

type Listener = (state: { initialized: boolean }) => void;

function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  return {
    state: { initialized },
    subscribe: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    publish(state: { initialized: boolean }) {
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('handing a painted screen over to the app', () => {
  it('renders at once when the page shows no painted screen', async () => {
    document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
    const router = fakeRouter(false);
    expect(await settled(handOverFirstPaint(document, router))).toBe(true);
    expect(router.subscribe).not.toHaveBeenCalled();
  });

  it('waits for the router to load the route, then stops listening', async () => {
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, '0');
    const router = fakeRouter(false);
    const handOver = handOverFirstPaint(document, router);
    expect(await settled(handOver)).toBe(false);
    router.publish({ initialized: false });
    expect(await settled(handOver)).toBe(false);
    router.publish({ initialized: true });
    expect(await settled(handOver)).toBe(true);
    expect(router.listeners.size).toBe(0);
    document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  });

  it('does not wait for a router that is already ready', async () => {
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, '1');
    expect(await settled(handOverFirstPaint(document, fakeRouter(true)))).toBe(true);
    document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  });
});
