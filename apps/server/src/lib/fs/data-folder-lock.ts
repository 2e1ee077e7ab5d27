import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '../startup-error';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './durable-write';

/**
 * One process at a time on a PGlite data folder. PGlite is PostgreSQL in a WebAssembly sandbox with no
 * cross-process locking of its own: two processes on one folder both write, issue the same invoice numbers
 * and lose commits at the next restart. The holder writes `shop.lock` (who, pid, since) and touches it every
 * 10 s; a lock whose process has ended (or whose pid now names another process) is taken over at once, and
 * one written on another host counts as ended once it has not been touched for a minute.
 */
const LOCK_FILE = 'shop.lock';
const HEARTBEAT_MS = 10_000;
const OTHER_HOST_STALE_MS = 60_000;

interface Holder {
  /** What holds it, for the refusal line: "the shop server on port 3000". */
  what: string;
  pid: number;
  host: string;
  /** The process's start time in clock ticks (Linux), telling a reused pid from the holder. */
  started: string | null;
  since: string;
  nonce: string;
}

export class DataFolderLockedError extends StartupError {}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

/** Field 22 of /proc/<pid>/stat; undefined where /proc does not exist or the process has gone. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readHolder(path: string): { holder: Holder; touchedAt: number } | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    if (!Number.isInteger(holder.pid) || typeof holder.host !== 'string') return undefined;
    return { holder, touchedAt: statSync(path).mtimeMs };
  } catch {
    return undefined;
  }
}

function stillHeld(holder: Holder, touchedAt: number): boolean {
  if (holder.host !== hostname()) return Date.now() - touchedAt < OTHER_HOST_STALE_MS;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicks(holder.pid);
  if (holder.started && ticks) return ticks === holder.started;
  // Without /proc a pid equal to ours can only be a reuse (a container restarted with the same pid).
  return holder.pid !== process.pid;
}

function refusal(dataDir: string, holder: Holder): string {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `The data folder ${dataDir} is in use by ${holder.what} (pid ${holder.pid}${where}, since ${holder.since}): a PGlite folder takes one process at a time, stop that one first`;
}

/**
 * Takes the data folder for this process, or throws `DataFolderLockedError` naming the process that holds
 * it. The lock goes when `release` is called or the process exits.
 */
export function lockDataFolder(dataDir: string, what: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = {
    what,
    pid: process.pid,
    host: hostname(),
    started: startTicks(process.pid) ?? null,
    since: new Date().toISOString(),
    nonce: randomUUID(),
  };
  // Written whole under a name of its own, then linked into place: link fails if a lock exists, and a
  // reader never sees a half-written one.
  const draft = `${path}.${me.nonce}`;
  writeFileSync(draft, JSON.stringify(me), { mode: PRIVATE_FILE });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        return holdLock(path, me);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readHolder(path);
      if (found && stillHeld(found.holder, found.touchedAt)) {
        throw new DataFolderLockedError(refusal(dataDir, found.holder));
      }
      // Left by a process that has ended (or unreadable): take it over, unless it changed meanwhile.
      if (readHolder(path)?.holder.nonce === found?.holder.nonce) rmSync(path, { force: true });
    }
    throw new DataFolderLockedError(
      `The data folder ${dataDir} is being taken by another process at this very moment: try again`,
    );
  } finally {
    rmSync(draft, { force: true });
  }
}

function holdLock(path: string, me: Holder): DataFolderLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // The folder went away: nothing left to protect.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    // Only our own lock: a folder taken over after a long pause is not removed from under its new holder.
    if (readHolder(path)?.holder.nonce === me.nonce) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { path, release };
}

/**
 * A warning when the data folder lets other users of the machine in: new files are private, but a folder
 * made by an older version (or by hand) stays as it was, and PGlite writes its files world-readable.
 */
export function dataFolderExposure(dataDir: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(dataDir).mode & 0o777;
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0) return undefined;
  return `The data folder ${dataDir} is open to other users of this machine (mode ${mode.toString(8)}): run chmod 700 ${dataDir}`;
}
