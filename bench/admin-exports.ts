// The back-office exports of issue 32 at scale: each export downloaded once per build while the shop's resident
// memory (VmRSS of its process) is sampled every 20 ms. A streamed export holds a batch at a time, so its peak
// stays near the idle figure whatever the row count; one built in memory grows with it. Called by admin-scale.ts.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface ExportFigures {
  build: string;
  export: string;
  rows: number | null;
  megabytes: number;
  seconds: number;
  rssIdleMb: number;
  rssPeakMb: number;
  loadAverage: number;
  /** The HTTP status, or 0 when the shop never answered in full (see `failure`). */
  status: number;
  failure?: string;
}

/** Resident memory of a process, in MB, from /proc (Linux). */
const rssMb = (pid: number) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0; // the process has exited
  }
};

/**
 * The exports a back-office offers: the subscribers' and the streamed downloads (GET), and the licence requests'
 * maintenance task, which stores its file before answering (POST). A build without a route answers 404 and is
 * reported so.
 */
const EXPORTS = [
  {
    name: 'subscribers (GET /api/newsletter/subscribers/export)',
    path: '/api/newsletter/subscribers/export',
  },
  { name: 'client summary (GET /api/admin/client-summary/export)', path: '/api/admin/client-summary/export' },
  {
    name: 'licence requests (GET /api/admin/license-requests/export)',
    path: '/api/admin/license-requests/export',
  },
  {
    name: 'licence requests (task exportLicenseRequests, into storage)',
    path: '/api/admin/maintenance/run',
    body: { task: 'exportLicenseRequests' },
  },
] as const;

async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) return bytes;
    bytes += chunk.value.byteLength;
  }
}

export async function measureExports(
  build: string,
  pid: number,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<ExportFigures[]> {
  const figures: ExportFigures[] = [];
  for (const item of EXPORTS) {
    // Let the collector settle after the previous export, so each starts from the same idle figure.
    await new Promise((done) => setTimeout(done, 2000));
    const rssIdleMb = rssMb(pid);
    let rssPeakMb = rssIdleMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    }, 20);
    const started = performance.now();
    const body = 'body' in item ? JSON.stringify(item.body) : undefined;
    let answer: { status: number; rows: string | null; bytes: number; failure?: string };
    try {
      const response = await fetch(`${baseUrl}${item.path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body,
      });
      answer = {
        status: response.status,
        rows: response.headers.get('x-export-rows'),
        bytes: await drain(response),
      };
    } catch (error) {
      // A shop killed by its heap cap drops the connection mid-answer.
      answer = { status: 0, rows: null, bytes: 0, failure: (error as Error).message };
    }
    clearInterval(sampler);
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    figures.push({
      build,
      export: item.name,
      rows: answer.rows === null ? null : Number(answer.rows),
      megabytes: Math.round((answer.bytes / 1e6) * 10) / 10,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      rssIdleMb,
      rssPeakMb,
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
      status: answer.status,
      failure: answer.failure,
    });
  }
  return figures;
}

export function exportsMarkdown(figures: ExportFigures[]): string[] {
  return [
    '| build | export | HTTP | rows | MB sent | s | RSS idle MB | RSS peak MB | load |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.build} | ${f.export} | ${f.status || `✗ ${f.failure}`} | ${f.rows ?? '—'} | ${f.megabytes} | ${f.seconds} | ${f.rssIdleMb} | ${f.rssPeakMb} | ${f.loadAverage} |`,
    ),
  ];
}
