import type { FastifyInstance } from 'fastify';

/**
 * Registers the hooks that run `task` once the server listens, then every `everyMs`, never twice at once, until the server closes
 * (closing waits for a run under way). Scheduled tasks are safe to run on every instance at once. They start
 * on listen, not on ready: some reach the server's own port (the payment sandbox is called over HTTP).
 */
export function registerScheduledTask(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
    run();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** Registers the hooks that run `task` once the server listens (a start-up catch-up), closing waiting for it. */
export function registerStartUpTask(app: FastifyInstance, name: string, task: () => Promise<unknown>): void {
  let running: Promise<unknown> | undefined;
  app.addHook('onListen', async () => {
    running = task().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  });
  app.addHook('preClose', async () => {
    await running;
  });
}
