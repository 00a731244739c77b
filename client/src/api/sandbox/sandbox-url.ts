import { config } from '@/config/env';

/**
 * The sandbox's own calls live beside the API (at its origin, under /__sandbox), not under /v1.
 * Against the real provider they simply do not exist.
 */
export const sandboxUrl = (path: string): string =>
  new URL(`/__sandbox/${path}`, config.apiBaseUrl).href;
