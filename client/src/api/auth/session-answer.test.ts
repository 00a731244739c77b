import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { NO_SESSION_TOKEN, requireSessionToken } from './session-answer';

const answer = (status: number, headers: Record<string, string>) =>
  ({ status, headers, data: { message: 'ok', data: {} } }) as unknown as AxiosResponse;

describe('a sign-in answer and its token', () => {
  it('passes an answer that carries the token, and any refusal (its message says why)', () => {
    const signedIn = answer(200, { authorization: 'Bearer x.y.z' });
    expect(requireSessionToken(signedIn)).toBe(signedIn);
    const refused = answer(401, {});
    expect(requireSessionToken(refused)).toBe(refused);
  });

  it('says so when a 200 comes without the token, instead of failing silently', () => {
    expect(() => requireSessionToken(answer(200, {}))).toThrow(NO_SESSION_TOKEN);
  });
});
