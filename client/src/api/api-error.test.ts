import { describe, expect, it } from 'vitest';
import { ApiError, withPrefix } from './api-error';

describe('withPrefix', () => {
  it('joins prefix and reason with one colon, whatever the prefix ends with', () => {
    const error = new ApiError('Invalid email or password', 401);
    expect(withPrefix('Error logging in.', error)).toBe(
      'Error logging in: Invalid email or password',
    );
    expect(withPrefix('Error checking auth.:', error)).toBe(
      'Error checking auth: Invalid email or password',
    );
    expect(withPrefix('Error loading job', error)).toBe(
      'Error loading job: Invalid email or password',
    );
  });

  it('keeps the prefix as written when there is no reason', () => {
    expect(withPrefix('Error logging in.', null)).toBe('Error logging in.');
    expect(withPrefix('Error logging in.', new Error(''))).toBe('Error logging in.');
  });
});
