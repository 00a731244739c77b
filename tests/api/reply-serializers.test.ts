import type { z } from 'zod';
import { expect, it } from 'vitest';
import { compileWriter } from '../../mock-server/src/plugins/serializer';
import { createTestApp } from './support/test-app';

// Replies' serializers are compiled on each route's first reply, not at start: this compiles
// every one, so that a contract schema the serializer cannot take fails here rather than on the
// first call of a route no other test makes.
it("compiles a serializer for every route's replies", async () => {
  const replies: { route: string; status: string; schema: z.ZodType }[] = [];
  const t = await createTestApp({
    beforeReady: (app) =>
      app.addHook('onRoute', (route) => {
        const response = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
        for (const [status, schema] of Object.entries(response))
          replies.push({ route: `${String(route.method)} ${route.url}`, status, schema });
      }),
  });
  await t.app.close();
  expect(replies.length).toBeGreaterThan(100);
  const failed = replies.flatMap(({ route, status, schema }) => {
    try {
      compileWriter(schema);
      return [];
    } catch (error) {
      return [`${route} ${status}: ${(error as Error).message}`];
    }
  });
  expect(failed).toEqual([]);
});
