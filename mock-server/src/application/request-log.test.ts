import { describe, expect, it } from 'vitest';
import { REQUEST_LOG_SIZE, RequestLog } from './request-log';

const call = (path: string, rawResponse: unknown = '{"message":"ok","data":null}') => ({
  at: new Date('2026-11-29T12:00:00Z'),
  method: 'GET',
  path,
  status: 200,
  latencyMs: 1.2,
  user: null,
  problems: [],
  rawRequest: undefined,
  rawResponse,
});

const logOf = (count: number) => {
  const log = new RequestLog();
  for (let n = 1; n <= count; n++) log.add(call(`/v1/call/${n}`));
  return log;
};

describe('RequestLog', () => {
  it('lists the calls newest first, without their bodies', () => {
    const listed = logOf(3).list();
    expect(listed.map((e) => [e.id, e.path])).toEqual([
      [3, '/v1/call/3'],
      [2, '/v1/call/2'],
      [1, '/v1/call/1'],
    ]);
    expect(listed[0]).not.toHaveProperty('rawResponse');
  });

  it('gives only the calls newer than `after`', () => {
    expect(
      logOf(5)
        .list(3)
        .map((e) => e.id),
    ).toEqual([5, 4]);
    expect(logOf(5).list(5)).toEqual([]);
  });

  it('keeps the newest REQUEST_LOG_SIZE calls, however many came', () => {
    const total = REQUEST_LOG_SIZE * 2 + 37;
    const log = logOf(total);
    const ids = log.list().map((e) => e.id);
    expect(ids).toHaveLength(REQUEST_LOG_SIZE);
    expect(ids[0]).toBe(total);
    expect(ids.at(-1)).toBe(total - REQUEST_LOG_SIZE + 1);
    expect(log.list(total - 2).map((e) => e.id)).toEqual([total, total - 1]);
  });

  it('opens a call it still holds, secrets masked, and none it no longer holds', () => {
    const log = logOf(REQUEST_LOG_SIZE + 5);
    log.add(call('/v1/auth/login', '{"message":"ok","data":{"accessToken":"abc","name":"Ann"}}'));
    const newest = REQUEST_LOG_SIZE + 6;
    expect(log.detail(newest)).toMatchObject({
      path: '/v1/auth/login',
      responseBody: { message: 'ok', data: { accessToken: '•••••', name: 'Ann' } },
    });
    expect(log.detail(newest - REQUEST_LOG_SIZE)).toBeNull();
    expect(log.detail(newest - REQUEST_LOG_SIZE + 1)).toMatchObject({ id: 7 });
    expect(log.detail(newest + 1)).toBeNull();
    expect(log.detail(0)).toBeNull();
    expect(log.detail(1.5)).toBeNull();
  });
});
