import { describe, expect, it, vi } from 'vitest';
import { SHOWN_ATTRIBUTE } from './attributes';
import { handOverFirstPaint } from './hand-over';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('handing a painted screen over to the app', () => {
  it('renders at once when the page shows no painted screen, without loading the route first', async () => {
    document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
    const routeReady = vi.fn(() => deferred().promise);
    expect(await settled(handOverFirstPaint(document, routeReady))).toBe(true);
    expect(routeReady).not.toHaveBeenCalled();
  });

  it('waits until the route is ready', async () => {
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, '0');
    const route = deferred();
    const handOver = handOverFirstPaint(document, () => route.promise);
    expect(await settled(handOver)).toBe(false);
    route.resolve();
    expect(await settled(handOver)).toBe(true);
    document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  });
});
