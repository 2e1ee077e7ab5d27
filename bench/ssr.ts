// Server render throughput (issue 26: within 20 % of the Preact build's) of `/` and a product page, for every
// build of the run, each served by its own shop. autocannon, 50 connections as in the catalogue bench; the builds
// take turns for each page, BENCH_SSR_ROUNDS times (default 3), after a warm-up, so that a busy moment of the
// shared machine lands on each build alike.
import autocannon from 'autocannon';
import type { RunningShop } from './builds';
import { showSpread, spread } from './spread';

export const ssrPaths = ['/', '/product/vwap-premium'];
const CONNECTIONS = 50;

export interface SsrResult {
  path: string;
  builds: { build: string; requestsPerSecond: number[]; latencyP99Ms: number[]; errors: number }[];
}

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function ssrThroughput(
  shops: RunningShop[],
  { durationSeconds, rounds }: { durationSeconds: number; rounds: number },
): Promise<SsrResult[]> {
  const results: SsrResult[] = [];
  for (const path of ssrPaths) {
    for (const shop of shops) {
      const answer = await fetch(`${shop.baseUrl}${path}`);
      if (!answer.ok) throw new Error(`${shop.build.name}: ${path} answered ${answer.status}`);
      // The first requests compile the render path and fill the catalogue cache.
      await load(`${shop.baseUrl}${path}`, 2);
    }
    const builds = shops.map((shop) => ({
      build: shop.build.name,
      requestsPerSecond: [] as number[],
      latencyP99Ms: [] as number[],
      errors: 0,
    }));
    for (let round = 0; round < rounds; round++)
      for (let step = 0; step < shops.length; step++) {
        const index = (round + step) % shops.length;
        const figures = await load(`${shops[index]!.baseUrl}${path}`, durationSeconds);
        builds[index]!.requestsPerSecond.push(figures.requestsPerSecond);
        builds[index]!.latencyP99Ms.push(figures.latencyP99Ms);
        builds[index]!.errors += figures.errors;
        console.log(
          `ssr ${path} round ${round + 1}/${rounds} ${builds[index]!.build}: ${figures.requestsPerSecond} req/s, p99 ${figures.latencyP99Ms} ms`,
        );
      }
    results.push({ path, builds });
  }
  return results;
}

/** The later build's median req/s as a share of the first build's. */
export function ssrShare(row: SsrResult, build: string): number {
  const median = (name: string) =>
    spread(row.builds.find((entry) => entry.build === name)!.requestsPerSecond).median;
  return median(build) / median(row.builds[0]!.build);
}

export function ssrMarkdown(results: SsrResult[], durationSeconds: number, rounds: number): string[] {
  const names = results[0]?.builds.map((entry) => entry.build) ?? [];
  return [
    `## Server render throughput (autocannon, ${CONNECTIONS} connections × ${durationSeconds} s, ${rounds} rounds per build)`,
    '',
    `Cells: req/s median (min–max), p99 ms median; the share is each build's median req/s over ${names[0]}'s (target ≥ 80 %).`,
    '',
    `| page | ${names.map((name) => `${name} req/s | p99 ms`).join(' | ')} | ${names
      .slice(1)
      .map((name) => `${name} ÷ ${names[0]}`)
      .join(' | ')} |`,
    `|---|${names.map(() => '---:|---:|').join('')}${names
      .slice(1)
      .map(() => '---:|')
      .join('')}`,
    ...results.map(
      (row) =>
        `| \`${row.path}\` | ${row.builds
          .map(
            (entry) =>
              `${showSpread(spread(entry.requestsPerSecond))}${entry.errors ? ` (${entry.errors} errors)` : ''} | ${spread(entry.latencyP99Ms).median}`,
          )
          .join(' | ')} | ${names
          .slice(1)
          .map((name) => `${Math.round(ssrShare(row, name) * 100)} %`)
          .join(' | ')} |`,
    ),
    '',
  ];
}
