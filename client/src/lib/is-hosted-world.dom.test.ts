import { afterEach, describe, expect, it } from 'vitest';
import { isHostedWorld } from './is-hosted-world';

describe('isHostedWorld', () => {
  afterEach(() => document.head.replaceChildren());

  it('is true only on a page the hosted trial marked as one of its worlds', () => {
    expect(isHostedWorld()).toBe(false);
    const meta = document.createElement('meta');
    meta.name = 'sandbox-world';
    meta.content = 'local';
    document.head.append(meta);
    expect(isHostedWorld()).toBe(false);
    meta.content = 'hosted';
    expect(isHostedWorld()).toBe(true);
  });
});
