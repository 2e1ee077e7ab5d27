import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export function startCluster(options: {
  port: number;
  instances?: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | StdioNull | StdioPipe;
  /** Each shop's Node options before the server's (startShop). */
  nodeArgs?: string[];
}): Promise<{
  url: string;
  dataDir: string;
  instances: { url: string; child: ChildProcess }[];
  stop(): Promise<void>;
}>;
