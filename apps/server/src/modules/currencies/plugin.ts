import type { FastifyInstance } from 'fastify';
import { readExchangeRate } from './exchange-rate';

/**
 * Start-up tells the owner that dollar checkout stays closed (409 `currency.rateMissing`) while no exchange rate
 * is saved: the quick start's shop has none (docs/rules/currencies.md).
 */
export async function registerRateNotice(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', async () => {
    if (await readExchangeRate(app.db)) return;
    app.log.warn(
      'No exchange rate saved: dollar checkout stays closed until an admin saves one in the back-office (/admin?tab=dashboard)',
    );
  });
}
