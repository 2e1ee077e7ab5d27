import type { Registry } from 'prom-client';

/** The labels of an answered request's series. */
export interface RequestLabels {
  method: string;
  route: string;
  status_code: string;
}

interface Series {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** Requests per bucket, not cumulative: index i counts those above bound i-1 and at most bound i. */
  perBucket: number[];
}

interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  /** Written after `labels`, as prom-client's histogram writes its series' labels after `le`. */
  sharedLabels?: RequestLabels;
  value: number;
}

/**
 * The HTTP request count and latency histogram (`http_requests_total`, `http_request_duration_seconds`),
 * exposed by prom-client's registry in its own format but counted here: prom-client's `inc` and `observe`
 * validated and hashed their labels on every request (3.5 µs of a cached catalogue read's ~55 µs, issue 45),
 * where one map lookup by a string key does. The registry reads both at scrape time.
 */
export class RequestFigures {
  private readonly series = new Map<string, Series>();

  constructor(
    private readonly countName: string,
    private readonly durationName: string,
    private readonly buckets: readonly number[],
  ) {}

  /** One answered request, its duration in seconds. */
  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        count: 0,
        sum: 0,
        perBucket: new Array(this.buckets.length + 1).fill(0),
      };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > this.buckets[bucket]!) bucket += 1;
    series.perBucket[bucket]! += 1;
  }

  /** Adds both metrics to `registry`, with the help texts a scrape shows. */
  register(registry: Registry, help: { count: string; duration: string }): void {
    registry.registerMetric(this.metric(this.countName, help.count, 'counter', () => this.countSamples()));
    registry.registerMetric(
      this.metric(this.durationName, help.duration, 'histogram', () => this.durationSamples()),
    );
  }

  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) {
    const get = async () => ({ name, help, type, aggregator: 'sum', values: values() });
    // The registry's part of prom-client's Metric interface: what it reads to format a scrape.
    return { name, help, type, aggregator: 'sum', get } as unknown as Parameters<
      Registry['registerMetric']
    >[0];
  }

  private countSamples(): Sample[] {
    return [...this.series.values()].map(({ labels, count }) => ({
      metricName: this.countName,
      labels: { ...labels },
      value: count,
    }));
  }

  /** As prom-client's histogram lists them: cumulative buckets, then +Inf, the sum and the count. */
  private durationSamples(): Sample[] {
    const bucket = `${this.durationName}_bucket`;
    return [...this.series.values()].flatMap(({ labels, count, sum, perBucket }): Sample[] => {
      let cumulative = 0;
      const buckets = this.buckets.map((le, index) => {
        cumulative += perBucket[index]!;
        return { metricName: bucket, labels: { le }, sharedLabels: { ...labels }, value: cumulative };
      });
      return [
        ...buckets,
        { metricName: bucket, labels: { le: '+Inf' }, sharedLabels: { ...labels }, value: count },
        { metricName: `${this.durationName}_sum`, labels: {}, sharedLabels: { ...labels }, value: sum },
        { metricName: `${this.durationName}_count`, labels: {}, sharedLabels: { ...labels }, value: count },
      ];
    });
  }
}
