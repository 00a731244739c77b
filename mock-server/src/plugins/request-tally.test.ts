import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTally, tallyRequests, type RequestLabel } from './request-tally';

const BOUNDS = [0.001, 0.01, 0.1];
const ANSWERS: [string, string, number, number][] = [
  ['GET', '/v1/users/me', 200, 0.0004],
  ['GET', '/v1/users/me', 200, 0.003],
  ['GET', '/v1/users/me', 200, 0.0105],
  ['GET', '/v1/users/me', 401, 0.0002],
  ['POST', '/v1/users/me', 200, 0.5],
  ['GET', 'unmatched', 404, 0.001],
];

describe('RequestTally', () => {
  it('counts each method, route and status apart, with their seconds per bucket', () => {
    const tally = new RequestTally(BOUNDS);
    for (const [method, route, status, seconds] of ANSWERS)
      tally.add(method, route, status, seconds);
    expect([...tally.all()]).toEqual([
      {
        labels: { method: 'GET', route: '/v1/users/me', status: '200' },
        count: 3,
        sum: 0.0004 + 0.003 + 0.0105,
        inBucket: [1, 1, 1],
      },
      {
        labels: { method: 'GET', route: '/v1/users/me', status: '401' },
        count: 1,
        sum: 0.0002,
        inBucket: [1, 0, 0],
      },
      {
        labels: { method: 'POST', route: '/v1/users/me', status: '200' },
        count: 1,
        sum: 0.5,
        inBucket: [0, 0, 0],
      },
      {
        labels: { method: 'GET', route: 'unmatched', status: '404' },
        count: 1,
        sum: 0.001,
        inBucket: [1, 0, 0],
      },
    ]);
  });
});

describe('tallyRequests', () => {
  it("prints what prom-client's own histogram and counter print for the same answers", async () => {
    const labelNames: RequestLabel[] = ['method', 'route', 'status'];
    const own = new Registry();
    const counter = new Counter({
      name: 'answers_total',
      help: 'Answers',
      labelNames,
      registers: [own],
    });
    const histogram = new Histogram({
      name: 'answer_seconds',
      help: 'Seconds',
      labelNames,
      buckets: BOUNDS,
      registers: [own],
    });
    const tallied = new Registry();
    const tally = tallyRequests(
      tallied,
      {
        counter: { name: 'answers_total', help: 'Answers' },
        histogram: { name: 'answer_seconds', help: 'Seconds' },
      },
      BOUNDS,
    );

    for (const [method, route, status, seconds] of ANSWERS) {
      counter.inc({ method, route, status });
      histogram.observe({ method, route, status }, seconds);
      tally.add(method, route, status, seconds);
    }
    const printed = await tallied.metrics();
    expect(printed).toBe(await own.metrics());
    expect(printed).toContain(
      'answer_seconds_bucket{le="0.01",method="GET",route="/v1/users/me",status="200"} 2',
    );
    expect((await Registry.merge([tallied]).metrics()).length).toBe(printed.length);
  });
});
