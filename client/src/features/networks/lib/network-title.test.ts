import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { editNetworkTitle, networkTitle } from './network-title';

const missing = new ApiError('Network not found', 404);
const down = new ApiError('Service unavailable', 503);

describe('a network screen is titled after what it shows', () => {
  it('names the network, or says it does not exist', () => {
    expect(networkTitle('Analytics Cluster', null)).toBe('Analytics Cluster');
    expect(networkTitle(undefined, missing)).toBe('Network Not Found');
    expect(networkTitle(undefined, down)).toBe('Network');
  });

  it('names the network an edit screen edits', () => {
    expect(editNetworkTitle('Analytics Cluster', null)).toBe('Edit Analytics Cluster');
    expect(editNetworkTitle(undefined, null)).toBe('Edit Network');
    expect(editNetworkTitle(undefined, missing)).toBe('Network Not Found');
  });
});
