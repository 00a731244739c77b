import { Counter, Histogram, type MetricType, type Registry } from 'prom-client';

export type RequestLabel = 'method' | 'route' | 'status';
const LABEL_NAMES: RequestLabel[] = ['method', 'route', 'status'];

type Naming = { name: string; help: string };

/** One method, route pattern and status: how many answers, their seconds, and per bucket. */
type Tallied = {
  labels: Record<RequestLabel, string>;
  count: number;
  sum: number;
  /** Answers that took at most bounds[i] seconds and more than bounds[i - 1]. */
  inBucket: number[];
};

/**
 * Requests by method, route pattern and status, and how long they took, counted per request.
 * prom-client's own counter and histogram build a label string and check every label on each
 * call: a tenth of a small read's time. Here a request follows three maps keyed by the same
 * strings (the route pattern, the method) and the status every time, and the labels are only
 * made when someone scrapes.
 */
export class RequestTally {
  private readonly byRoute = new Map<string, Map<string, Map<number, Tallied>>>();

  constructor(readonly bounds: readonly number[]) {}

  add(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let tallied = byStatus.get(status);
    if (!tallied) {
      tallied = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        inBucket: this.bounds.map(() => 0),
      };
      byStatus.set(status, tallied);
    }
    tallied.count += 1;
    tallied.sum += seconds;
    for (let i = 0; i < this.bounds.length; i++)
      if (seconds <= this.bounds[i]!) {
        tallied.inBucket[i]! += 1;
        break;
      }
  }

  *all(): Generator<Readonly<Tallied>> {
    for (const byMethod of this.byRoute.values())
      for (const byStatus of byMethod.values()) yield* byStatus.values();
  }
}

// prom-client's types call a metric's type an enum, which does not exist when it runs: its
// metrics carry the string.
const HISTOGRAM = 'histogram' as unknown as MetricType;

type Metric = Awaited<ReturnType<Histogram<RequestLabel>['get']>>;
type Labels = Metric['values'][number]['labels'];

/**
 * The requests' counter and duration histogram, registered in `registry` like any other metric
 * and filled from one tally when scraped. Returns the tally, for each answer to be added to.
 */
export function tallyRequests(
  registry: Registry,
  metrics: { counter: Naming; histogram: Naming },
  bounds: readonly number[],
): RequestTally {
  const tally = new RequestTally(bounds);
  new Counter<RequestLabel>({
    ...metrics.counter,
    labelNames: LABEL_NAMES,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of tally.all()) this.inc(labels, count);
    },
  });
  new TalliedHistogram(registry, metrics.histogram, tally);
  return tally;
}

/**
 * A prom-client histogram whose figures are the tally's: printed like any other (…_bucket with
 * cumulative counts, …_sum, …_count), never observed one by one.
 */
class TalliedHistogram extends Histogram<RequestLabel> {
  constructor(
    registry: Registry,
    private readonly named: Naming,
    private readonly tally: RequestTally,
  ) {
    super({ ...named, labelNames: LABEL_NAMES, buckets: [...tally.bounds], registers: [registry] });
  }

  override async get(): Promise<Metric> {
    const { name, help } = this.named;
    const values: Metric['values'] = [];
    const bucket = (le: number | string, labels: Labels, value: number) =>
      values.push({ metricName: `${name}_bucket`, labels: { le, ...labels } as Labels, value });
    for (const { labels, count, sum, inBucket } of this.tally.all()) {
      let below = 0;
      this.tally.bounds.forEach((le, i) => bucket(le, labels, (below += inBucket[i]!)));
      bucket('+Inf', labels, count);
      values.push(
        { metricName: `${name}_sum`, labels, value: sum },
        { metricName: `${name}_count`, labels, value: count },
      );
    }
    return { name, help, type: HISTOGRAM, aggregator: 'sum', collect: () => {}, values };
  }

  /** What the registry prints from, when a metric has it: the same figures. */
  getForPromString(): Promise<Metric> {
    return this.get();
  }
}
