import autocannon from 'autocannon';

/** Reads as fast as the server answers them (a held rate of writes: `measurePaced`). */
export type Load = {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  /** Seconds of the same load before measuring, not counted (code paths compiled, caches warm). */
  warmupSeconds?: number;
  connections?: number;
};

/** p99 in milliseconds, to the fraction: print it with `msText`. */
export type Measured = { rps: number; p99: number; errors: number };

/** One autocannon run: requests per second, 99th percentile latency (ms), non-2xx answers. */
export function measure(load: Load): Promise<Measured> {
  return measureAutocannon(
    {
      url: load.url,
      connections: load.connections ?? 10,
      duration: load.seconds,
      headers: { 'content-type': 'application/json', ...load.headers },
      ...(load.warmupSeconds ? { warmup: { duration: load.warmupSeconds } } : {}),
    },
    load.seconds,
  );
}

/**
 * An autocannon run measured with each answer's own latency: autocannon's percentiles count
 * whole milliseconds, which makes 1.4 ms against 1.6 ms read as 1 against 2 and a sub-
 * millisecond p99 read as 0. Like autocannon's, the latencies are those of 2xx answers.
 */
export async function measureAutocannon(
  options: autocannon.Options,
  seconds: number,
): Promise<Measured> {
  // Without a callback autocannon returns its emitter, awaitable (a callback would skip the
  // warm-up); its types say a bare promise. Its responses are those of the measured part only.
  const run = autocannon(options) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const latencies: number[] = [];
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await run;
  return {
    rps: result.requests.total / seconds,
    p99: latencies.length ? percentile(latencies, 99) : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * A latency (or a difference of two) as rows print it, in milliseconds: three significant
 * digits, whole from 100 up either side of zero (toPrecision would write 1.23e+3).
 */
export const msText = (ms: number): string =>
  Math.abs(ms) >= 100 ? String(Math.round(ms)) : String(Number(ms.toPrecision(3)));

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The value `p` percent of `values` are at or under (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
};

/**
 * A ratio as a row prints it beside its goal: `digits` decimals, more where fewer would print
 * the goal itself (0.6997 against 0.7 prints 0.6997, not a 0.70 that reads as met).
 */
export function ratioText(ratio: number, goal: number, digits = 2): string {
  for (let shown = digits; shown < digits + 4; shown++) {
    const text = ratio.toFixed(shown);
    if (ratio === goal || Number(text) !== goal) return text;
  }
  return String(ratio);
}

export const progress = (step: string) => process.stderr.write(`bench: ${step}\n`);

/**
 * Each load measured in `rounds` interleaved rounds, so that a busy moment of this shared
 * machine falls on all of them alike; each figure is the median of its rounds.
 */
export function measureInRounds<K extends string>(
  loads: Record<K, Load>,
  rounds = 3,
): Promise<Record<K, Measured>> {
  const runs = Object.fromEntries(
    (Object.keys(loads) as K[]).map((key) => [key, () => measure(loads[key])]),
  ) as Record<K, () => Promise<Measured>>;
  return runInRounds('reads', runs, rounds);
}

/** A figure measured in rounds: the medians, and each round's own figures in order. */
export type MeasuredInRounds = Measured & { rounds: Measured[] };

/** Each round's p99 in order, as a row shows them beside their median: "5/46/6". */
export const p99sOfRounds = (m: MeasuredInRounds): string =>
  m.rounds.map((r) => msText(r.p99)).join('/');

/**
 * The same for any measurement: each of `runs` in turn, `rounds` times over; the rates and
 * p99s are the medians of the rounds, the errors those of all rounds.
 */
export async function runInRounds<K extends string>(
  what: string,
  runs: Record<K, () => Promise<Measured>>,
  rounds = 3,
): Promise<Record<K, MeasuredInRounds>> {
  const keys = Object.keys(runs) as K[];
  const results = new Map<K, Measured[]>(keys.map((k) => [k, []]));
  for (let round = 0; round < rounds; round++)
    // Every other round in the opposite order, so that neither load always runs first: a
    // machine warming up or a server's heap growing over the run falls on both alike.
    for (const key of round % 2 === 0 ? keys : [...keys].reverse()) {
      progress(`${what}, round ${round + 1} of ${rounds}: ${key}`);
      results.get(key)?.push(await runs[key]());
    }
  const mid = (measured: Measured[]): MeasuredInRounds => ({
    rps: median(measured.map((r) => r.rps)),
    p99: median(measured.map((r) => r.p99)),
    errors: measured.reduce((n, r) => n + r.errors, 0),
    rounds: measured,
  });
  return Object.fromEntries(keys.map((k) => [k, mid(results.get(k) ?? [])])) as Record<
    K,
    MeasuredInRounds
  >;
}
