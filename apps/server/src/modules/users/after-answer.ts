import type { FastifyInstance } from 'fastify';

/**
 * Registers a runner of work after the answer is sent, so the answer cannot reveal (by its timing) what the
 * work found. Failures are logged; its preClose hook makes shutdown wait for the work in flight before the
 * database closes.
 */
export function registerAfterAnswerRunner(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (work: () => Promise<void>) => {
    const running: Promise<void> = new Promise((started) => setImmediate(started))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'work after the answer failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
