import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export function startShop(options: {
  port: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | StdioNull | StdioPipe;
  /** The checkout whose server runs; this one by default. */
  root?: string;
  /** Node options before the server's (`--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
}): Promise<{ child: ChildProcess; baseUrl: string }>;
