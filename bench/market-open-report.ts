// The market-open bench's report (bench/market-open.ts): its figures' shapes and its markdown.
import type { LatencySummary } from './pacing';

export interface BurstFigures extends LatencySummary {
  target: number;
  requests: number;
  /** The p99 of each second of the burst, by scheduled start. */
  p99BySecondMs: number[];
  achievedPerSecond: number;
  valid: number;
  errors: number;
  /** Answers by status: 0 is no answer at all. */
  statuses: Record<string, number>;
  /** How late the load generator's own timers fired, p99: its share of the latencies on a busy machine. */
  generatorLateP99Ms: number;
  /** CPU ms per answered check-in (every request of the run counted against them), whatever else ran. */
  cpuMsPerCheckIn: { shops: number; postgres: number | null; loadGenerator: number };
  loadAverage: { start: string; end: string };
}

/** What (b) found in the database against what the sign-ins' clients were handed. */
export interface ActivationFigures {
  flows: number;
  granted: number;
  failed: number;
  failures: string[];
  retried: number;
  restarted: number;
  activationsInDatabase: number;
  lost: number;
  doubled: number;
  unclaimed: number;
  released: number;
  signInMs: LatencySummary;
}

export interface MarketOpenReport {
  date: string;
  machine: string;
  seconds: number;
  buyers: number;
  /** Each PostgreSQL instance's pool, opened whole at start. */
  poolSize: number;
  /**
   * What the PostgreSQL shops did before (a), unmeasured: a day's check-ins and sign-ins, then a quiet pause.
   * Undefined: nothing, the instances had just started (a deploy at the open).
   */
  before?: { seconds: number; checkInsPerSecond: number; signInsPerSecond: number; pauseSeconds: number };
  postgres?: {
    checkIns: BurstFigures;
    withKill: BurstFigures & { killedAfterMs: number; activations: ActivationFigures };
  };
  pglite?: BurstFigures;
}

const row = (name: string, figures: BurstFigures) =>
  `| ${name} | ${figures.target} | ${figures.achievedPerSecond} | ${figures.p50Ms} / ${figures.p95Ms} / ${figures.p99Ms} / ${figures.maxMs} | ${figures.valid} / ${figures.requests} | ${figures.errors} (${Object.entries(
    figures.statuses,
  )
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${status}: ${count}`)
    .join(
      ', ',
    )}) | ${figures.generatorLateP99Ms} | ${figures.cpuMsPerCheckIn.shops} / ${figures.cpuMsPerCheckIn.postgres ?? 'in the shop'} / ${figures.cpuMsPerCheckIn.loadGenerator} | ${figures.loadAverage.start} → ${figures.loadAverage.end} |`;

/** The report as bench/results/market-open.md shows it. */
export function marketOpenMarkdown(report: MarketOpenReport, activationRate: number): string {
  const { date, machine, seconds, buyers, poolSize, before, postgres, pglite } = report;
  const kill = postgres?.withKill;
  return [
    `# Market-open bench: check-ins and activations (${date})`,
    '',
    `${machine}. Each check-in is one machine's (a live seat activation of one of ${buyers} buyers, its own address), fired open loop at the target rate for ${seconds} s from a thread of its own; latency counts from each request's scheduled start. Targets (issue 46): 500 a second with p99 under 50 ms on PostgreSQL, 100 a second on PGlite.`,
    '',
    `Each PostgreSQL instance opens its pool of ${poolSize} connections at start and keeps them open (DATABASE_POOL_SIZE, DATABASE_POOL_MIN).`,
    '',
    before
      ? `Before (a), the two instances ran as on a day before the open, unmeasured: ${before.seconds} s of check-ins at ${before.checkInsPerSecond} a second with ${before.signInsPerSecond} device sign-ins a second, then ${before.pauseSeconds} s of quiet.`
      : 'Before (a), nothing: the two instances had just started, their code not yet compiled (a deploy at the open).',
    '',
    "(b) counts the surviving instance's CPU only (a killed process can no longer be read), and the sign-ins' requests against the check-ins.",
    '',
    '| run | target/s | achieved/s | p50 / p95 / p99 / max ms | valid / sent | errors (status: count; 0 = no answer) | load generator late p99 ms | CPU ms per check-in: shops / PostgreSQL / load generator | load average start → end |',
    '|---|---:|---:|---:|---:|---|---:|---:|---|',
    ...(postgres
      ? [
          row('(a) PostgreSQL, 2 instances behind nginx, limits in Redis', postgres.checkIns),
          row(
            `(b) the same, ${activationRate} device sign-ins/s mixed in, one instance SIGKILLed at ${kill!.killedAfterMs / 1000} s`,
            kill!,
          ),
        ]
      : ['| PostgreSQL | not reachable: skipped | | | | | | | |']),
    ...(pglite ? [row('(c) PGlite, one instance', pglite)] : []),
    '',
    'p99 of each second of the burst, ms (by scheduled start):',
    '',
    ...[
      ['(a)', postgres?.checkIns],
      ['(b)', kill],
      ['(c)', pglite],
    ].flatMap(([name, figures]) =>
      figures ? [`- ${name} ${(figures as BurstFigures).p99BySecondMs.join(', ')}`] : [],
    ),
    '',
    ...(kill
      ? [
          `## (b) Activations against the database after the kill`,
          '',
          'Each sign-in is a new machine of a buyer in turn: code, approval from the buyer’s session, poll for the seat file, each step retried while the dead instance answers 502 (an approval or hand-over that committed before the kill is recognised and the indicator signs in again).',
          '',
          '| sign-ins | handed a file | gave up | retried after a lost answer | signed in again | activations in the database | lost | doubled | unclaimed | sign-in p50 / p99 ms |',
          '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          `| ${kill.activations.flows} | ${kill.activations.granted} | ${kill.activations.failed}${kill.activations.failures.length ? ` (${kill.activations.failures.join('; ')})` : ''} | ${kill.activations.retried} | ${kill.activations.restarted} | ${kill.activations.activationsInDatabase} | ${kill.activations.lost} | ${kill.activations.doubled} | ${kill.activations.unclaimed} | ${kill.activations.signInMs.p50Ms} / ${kill.activations.signInMs.p99Ms} |`,
          '',
        ]
      : []),
  ].join('\n');
}
