// The currencies without their zod schema (currency.ts): the storefront's shell resolves and switches the
// visitor's currency on every page's first load, which must not carry zod (docs/decisions/0008-initial-js-budget.md).

/**
 * The shop's two currencies (docs/rules/currencies.md). Each price is kept in both, set by the admin; nothing is
 * ever converted from one to the other at run time.
 */
export const currencies = ['eur', 'usd'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'eur';

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value);

/** The cookie keeping the visitor's choice, read by the server render so the first paint shows the right prices. */
export const CURRENCY_COOKIE = 'currency';

/** The `currency` cookie's value in a Cookie header (`document.cookie` has the same shape). */
export function currencyCookie(cookies: string | null | undefined): string | undefined {
  return cookies?.match(/(?:^|;\s*)currency=([^;]*)/)?.[1];
}

/**
 * The visitor's currency: their stored choice (the cookie) when it names one, otherwise US dollars when the
 * browser's first language is of the United States (`en-US`, `es-US`), euros for everyone else. Only the first
 * language counts: it is the visitor's own setting, the others are fallbacks for texts.
 */
export function resolveCurrency({
  stored,
  browser,
}: {
  stored?: string | null | undefined;
  /** An Accept-Language header, or `navigator.languages`. */
  browser?: string | readonly string[] | null | undefined;
}): Currency {
  const chosen = stored?.trim().toLowerCase();
  if (isCurrency(chosen)) return chosen;
  const first = typeof browser === 'string' ? browser.split(',')[0] : browser?.[0];
  const region = first?.split(';')[0]?.trim().split('-')[1]?.toUpperCase();
  return region === 'US' ? 'usd' : defaultCurrency;
}
