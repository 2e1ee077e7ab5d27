/** The shop's second currency (docs/rules/currencies.md): the admin-set exchange rate dollar invoices state. */
import type { ShopModule } from '../shop-module';
import { registerRateNotice } from './plugin';
import { adminExchangeRateRoutes } from './routes';

export { readExchangeRate, requireExchangeRate } from './exchange-rate';

export const currenciesModule: ShopModule = {
  name: 'currencies',
  adminRoutes: [adminExchangeRateRoutes],
  background: registerRateNotice,
};
