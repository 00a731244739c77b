import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { judgePollFailure } from './poll-failures';

describe('judgePollFailure', () => {
  it('only logs the first 3 failures, even connection failures', () => {
    for (const count of [1, 2, 3]) {
      expect(judgePollFailure(count, new Error('Network Error'))).toBe('log');
    }
  });

  it('fails the job from the 4th failure when the message mentions timeout, network or fetch', () => {
    expect(judgePollFailure(4, new Error('Network Error'))).toBe('fail');
    expect(judgePollFailure(4, new Error('timeout of 600000ms exceeded'))).toBe('fail');
    expect(judgePollFailure(4, new TypeError('Failed to FETCH'))).toBe('fail');
    expect(judgePollFailure(6, 'NETWORK unreachable')).toBe('fail');
  });

  it('keeps polling after other errors', () => {
    expect(judgePollFailure(4, new ApiError('An error occurred', 500))).toBe('keep-polling');
    expect(judgePollFailure(9, new ApiError('Job not found', 404))).toBe('keep-polling');
    expect(judgePollFailure(4, { weird: true })).toBe('keep-polling');
  });
});
