import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * CPU ms used so far by each shop process and each PostgreSQL session of the bench's database, by pid. A process
 * gone by the end (an instance killed mid-run, its sessions) cannot be read any more: it counts on neither side.
 */
export interface Cpu {
  shops: Map<number, number>;
  postgres?: Map<number, number>;
}
export type CpuProbe = () => Promise<Cpu>;

const byPid = (pids: number[]) =>
  new Map(pids.flatMap((pid) => (existsSync(`/proc/${pid}`) ? [[pid, processCpuMs(pid)] as const] : [])));

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
      shops: byPid(
        shops.flatMap((child) => (child.exitCode === null && child.signalCode === null ? [child.pid!] : [])),
      ),
      postgres: sessions && byPid(sessions.map(({ pid }) => pid)),
    };
  };
}

/** The CPU ms the processes still running at `after` used since `before` (one started meanwhile: all of it). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
