import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export function startCluster(options: {
  port: number;
  instances?: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | StdioNull | StdioPipe;
}): Promise<{
  url: string;
  dataDir: string;
  instances: { url: string; child: ChildProcess }[];
  stop(): Promise<void>;
}>;
