// Open-loop pacing and latency summaries for the benches that fire requests at a target rate (market-open.ts):
// a request starts on its schedule whether or not earlier ones have answered, and its latency counts from that
// scheduled start, so a stalled server cannot hide its stall by slowing the clients down.

/** When the request `index` (from 0) of a stream at `rate` a second is due, in ms after the stream's `start`. */
export function dueAt(start: number, index: number, rate: number): number {
  if (!(rate > 0)) throw new Error(`a rate must be positive, not ${rate}`);
  return start + (index * 1000) / rate;
}

/** How many requests a stream at `rate` a second fires in `seconds`. */
export const requestsIn = (rate: number, seconds: number) => Math.max(0, Math.round(rate * seconds));

/**
 * The nearest-rank percentile `p` (0–1) of ascending `sorted` samples, to 0.1: the smallest sample at or under
 * which at least that share falls; 0 without samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(sorted.length * p)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** p50, p95, p99 and the maximum of latencies in ms, in any order. */
export function summarise(latencies: ArrayLike<number>): LatencySummary {
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
  };
}

/**
 * The p99 of each second of a stream, by the requests' scheduled offsets (ms from the stream's start): where in
 * the burst the slow answers were (a cold start, a pause, the end), which one p99 over the whole burst hides.
 */
export function p99BySecond(offsets: ArrayLike<number>, latencies: ArrayLike<number>): number[] {
  const seconds: number[][] = [];
  for (let index = 0; index < offsets.length; index += 1) {
    const second = Math.floor(offsets[index]! / 1000);
    const samples = seconds[second] ?? [];
    samples.push(latencies[index]!);
    seconds[second] = samples;
  }
  return Array.from(seconds, (samples) => (samples ? summarise(samples).p99Ms : 0));
}
