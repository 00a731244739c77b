import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllButDeviceKeys, STORAGE_KEYS, writeString } from '@/lib/storage';
import { rememberTourOffered, wasOfferedTour } from './tour-memory';

beforeEach(() => localStorage.clear());

describe('tour memory', () => {
  it('remembers each user apart', () => {
    rememberTourOffered(7);
    rememberTourOffered(7);
    expect(wasOfferedTour(7)).toBe(true);
    expect(wasOfferedTour(8)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tour)!)).toEqual([7]);
  });

  it('outlives a sign-out, so signing in again does not offer the tour again', () => {
    rememberTourOffered(7);
    clearAllButDeviceKeys();
    expect(wasOfferedTour(7)).toBe(true);
  });

  it('reads an unreadable entry as nobody offered, and mends it on the next offer', () => {
    writeString(STORAGE_KEYS.tour, '{not json');
    expect(wasOfferedTour(7)).toBe(false);
    writeString(STORAGE_KEYS.tour, '["7", 8]');
    expect(wasOfferedTour(7)).toBe(false);
    rememberTourOffered(9);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tour)!)).toEqual([8, 9]);
  });
});
