/** The shop's second currency (docs/rules/currencies.md): the admin-set exchange rate dollar invoices state. */
export { readExchangeRate, requireExchangeRate } from './exchange-rate';
export { adminExchangeRateRoutes } from './routes';
