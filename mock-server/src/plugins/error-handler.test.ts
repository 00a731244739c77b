import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../storage/ports/unavailable';
import { INTERNAL_ERROR, installErrorHandling } from './error-handler';

/** An app whose one route fails the way a lost connection does. */
async function failingWith(code: string, usesDatabase: boolean) {
  const app = Fastify();
  installErrorHandling(app, { usesDatabase });
  app.get('/', async () => {
    throw Object.assign(new Error('socket trouble'), { code });
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('connection errors', () => {
  it('answer 503 where the worlds live in a database', async () => {
    expect(await failingWith('ECONNREFUSED', true)).toEqual({
      status: 503,
      body: { message: DATABASE_UNAVAILABLE, data: null },
    });
  });

  it('are an ordinary failure (500) where there is no database', async () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01'])
      expect(await failingWith(code, false)).toEqual({
        status: 500,
        body: { message: INTERNAL_ERROR, data: null },
      });
  });
});
