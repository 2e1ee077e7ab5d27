import type { DehydratedState } from '@tanstack/react-query';

/**
 * Clicks the page's first script acts on itself, before the app has arrived (earlyInteractions.ts): a control
 * names its action in `data-early-action` (a select's, at its change). Every other early click is held until the app
 * has hydrated.
 */
export const earlyActionNames = {
  /** The product page's add to cart: the line is stored and said at once, the cart opens with the app. */
  addToCart: 'add-to-cart',
  /** The header's language button: its menu opens at once (the app opens it again once hydrated). */
  languageMenu: 'language-menu',
  /** A language in that menu: the menu closes and a notice says so; the app switches the texts once hydrated. */
  chooseLanguage: 'choose-language',
  /** The catalogue's category select: the cards of the other categories are hidden at once. */
  catalogCategory: 'catalog-category',
} as const;

export type EarlyActionName = (typeof earlyActionNames)[keyof typeof earlyActionNames];

/**
 * What a control's early action does at once, given the server's state (the page's data); it returns what to do
 * once the app has hydrated (undefined: the interaction is held and replayed as any other, `replay`).
 */
export type EarlyAction = (
  control: HTMLElement,
  context: { queries: DehydratedState | undefined; replay: () => void },
) => (() => void) | undefined;

/** The product page's quantity select: an early add to cart reads it, as the app's click reads its state. */
export const PRODUCT_QUANTITY_ID = 'product-quantity';
