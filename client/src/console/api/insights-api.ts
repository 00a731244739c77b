import { demoActivitySchema, funnelSchema, type WorldKind } from '@contract/activity';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@/api/api-error';
import { answer, consoleHttp } from './console-http';

export type Period = { from: string; to: string };

/** What the sales team learns from the worlds' activity, and its exports. */
export const insightsApi = {
  activity: (id: string) =>
    consoleHttp.get(`/__demos/${encodeURIComponent(id)}/activity`).then(answer(demoActivitySchema)),
  funnel: (period: Period, kind: WorldKind) =>
    consoleHttp.get('/__insights', { params: { ...period, kind } }).then(answer(funnelSchema)),
  /** A CSV export as a file to save: fetched with the console's credentials (the key too). */
  async download(path: string, params: object = {}): Promise<Blob> {
    const response = await consoleHttp.get<Blob>(path, { params, responseType: 'blob' });
    if (response.status >= 200 && response.status < 300) return response.data;
    // A refusal comes back as a blob too: its JSON holds the message.
    let message = '';
    try {
      message = String((JSON.parse(await response.data.text()) as { message?: string }).message);
    } catch {
      // Not JSON: the generic message says it.
    }
    throw new ApiError(message || DEFAULT_ERROR_MESSAGE, response.status);
  },
};
