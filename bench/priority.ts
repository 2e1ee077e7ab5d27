// BENCH_NICE=-10 (optional, as root): the browser and the shops the page benches measure run at that scheduling
// priority, so that on a machine shared with other work a page's timings are its own more than the machine's.
// Off by default: it takes CPU time from whatever else runs, and a report says whether it was on.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const niceness = process.env.BENCH_NICE ? Number(process.env.BENCH_NICE) : undefined;

/** Debian's Chromium, or a wrapper that starts it at BENCH_NICE (the same process: `exec nice`). */
export function chromiumPath(): string {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (niceness === undefined) return chromium;
  const folder = join(import.meta.dirname, 'results/tmp');
  mkdirSync(folder, { recursive: true });
  const wrapper = join(folder, 'chromium-nice.sh');
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n ${niceness} ${chromium} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

/** Every thread process `pid` (a shop's Node process) has by now, and so those they start, at BENCH_NICE. */
export function prioritise(pid: number | undefined): void {
  if (niceness === undefined || pid === undefined) return;
  const threads = readdirSync(`/proc/${pid}/task`);
  execFileSync('renice', ['-n', String(niceness), '-p', ...threads], { stdio: 'ignore' });
}
