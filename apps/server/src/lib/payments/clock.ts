import type { Executor } from '../db/client';

/**
 * The time a lease's licence is measured against (docs/rules/leases.md): the shop's clock, or with the payment
 * sandbox its test clock, so that advancing the clock (a test, an operator trying the shop) ends licences as it
 * ends periods. `app.ts` decorates it once as `app.leaseClock`; inside a transaction, pass it as `db` (the
 * sandbox reads its clock through the connection that is free).
 */
export interface LeaseClock {
  now(db?: Executor): Promise<Date>;
}

export const wallClock: LeaseClock = { now: async () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    leaseClock: LeaseClock;
  }
}
