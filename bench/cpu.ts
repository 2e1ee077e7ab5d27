import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; 0 once it is gone. What a request costs
 * in CPU holds better than its latency when other work shares the machine's cores.
 */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields of the line, 12th and 13th after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The CPU time (ms) of this process so far, every thread of it. */
export function ownCpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000;
}

/** CPU ms used so far by the shops and by the PostgreSQL sessions of the bench's database (pid → ms). */
export interface Cpu {
  shops: number;
  postgres?: Map<number, number>;
}
export type CpuProbe = () => Promise<Cpu>;

export function cpuProbe(shops: ChildProcess[], db?: pg.Client): CpuProbe {
  return async () => {
    const sessions = db
      ? (
          await db.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows
      : undefined;
    return {
      shops: shops.reduce((sum, child) => sum + processCpuMs(child.pid!), 0),
      postgres: sessions && new Map(sessions.map(({ pid }) => [pid, processCpuMs(pid)])),
    };
  };
}

/** Sessions opened during the run count from 0; those that ended with a killed instance are not counted. */
export function postgresCpuMs(before: Cpu, after: Cpu): number | null {
  if (!after.postgres) return null;
  let sum = 0;
  for (const [pid, ms] of after.postgres) sum += ms - (before.postgres?.get(pid) ?? 0);
  return sum;
}
