// The back-office lists the admin-scale bench measures (admin-scale.ts), and their figures side by side.

/** How long each endpoint is measured, and at which numbers of admins at once. */
export interface Pace {
  seconds: number;
  connections: number[];
}

export interface Figures {
  database: string;
  build: string;
  endpoint: string;
  /** 1: what one admin feels (the issue's budget); 10: ten at once, the headroom. */
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  loadAverage: number;
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The lists, each by its first, middle and last page, a narrow search and a broad one (a surname one customer
 * in twelve bears, every subscriber), plus the dashboard.
 */
export async function endpoints(baseUrl: string, headers: Record<string, string>) {
  const pages = async (path: string) => {
    const page = await json<{ pagination: { total: number } }>(await fetch(`${baseUrl}${path}`, { headers }));
    return Math.max(1, page.pagination.total);
  };
  const [order] = (
    await json<{ orders: { _id: string }[] }>(await fetch(`${baseUrl}/api/admin/orders?page=1`, { headers }))
  ).orders;
  const [users, orders, subscribers] = await Promise.all([
    pages('/api/admin/users?page=1'),
    pages('/api/admin/orders?page=1'),
    pages('/api/newsletter/subscribers?page=1'),
  ]);
  return [
    '/api/admin/dashboard',
    '/api/admin/users?page=1',
    `/api/admin/users?page=${Math.ceil(users / 2)}`,
    `/api/admin/users?page=${users}`,
    '/api/admin/users?search=dubois%204244',
    '/api/admin/users?search=dubois',
    '/api/admin/users?search=dubois&page=2',
    '/api/admin/orders?page=1',
    `/api/admin/orders?page=${Math.ceil(orders / 2)}`,
    `/api/admin/orders?page=${orders}`,
    '/api/admin/orders?status=pending',
    '/api/admin/orders?search=customer4242',
    `/api/admin/orders?search=${order!._id.slice(-8)}`,
    '/api/admin/orders?search=moreau',
    '/api/newsletter/subscribers?page=1',
    `/api/newsletter/subscribers?page=${Math.ceil(subscribers / 2)}`,
    `/api/newsletter/subscribers?page=${subscribers}`,
    '/api/newsletter/subscribers?search=reader4242',
    '/api/newsletter/subscribers?search=reader',
    '/api/admin/license-requests?page=1',
    '/api/admin/products?page=1',
    '/api/admin/products/stats',
  ];
}

/**
 * The lists side by side, a row per endpoint and a p50/p99 column pair per build, each with the load average
 * at its measurement.
 */
export function listsMarkdown(lists: Figures[]): string[] {
  const columns = [...new Set(lists.map((figure) => `${figure.connections}\u0000${figure.build}`))].map(
    (key) => {
      const [connections, build] = key.split('\u0000');
      return { connections: Number(connections), build: build! };
    },
  );
  const rows = [...new Set(lists.map((figure) => `${figure.database}\u0000${figure.endpoint}`))];
  return [
    `| database | endpoint | ${columns.map((c) => `${c.build}, ${c.connections} conn.: req/s · p50 · p99 ms (load)`).join(' | ')} |`,
    `|---|---|${columns.map(() => '---:').join('|')}|`,
    ...rows.map((row) => {
      const [database, endpoint] = row.split('\u0000');
      const cells = columns.map(({ build, connections }) => {
        const f = lists.find(
          (x) =>
            x.build === build &&
            x.connections === connections &&
            x.database === database &&
            x.endpoint === endpoint,
        );
        return f
          ? `${f.requestsPerSecond} · ${f.latencyP50Ms} · **${f.latencyP99Ms}** (${f.loadAverage})${f.non2xx ? ` ⚠ ${f.non2xx} non-2xx` : ''}`
          : '—';
      });
      return `| ${database} | \`${endpoint}\` | ${cells.join(' | ')} |`;
    }),
  ];
}
