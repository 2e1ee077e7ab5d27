/**
 * Clicks the page's first script acts on itself, before the app has arrived (earlyInteractions.ts): a control
 * names its action in `data-early-action`. Every other early click is held until the app has hydrated.
 */
export const earlyActionNames = {
  /** The product page's add to cart: the line is stored and said at once, the cart opens with the app. */
  addToCart: 'add-to-cart',
} as const;

export type EarlyActionName = (typeof earlyActionNames)[keyof typeof earlyActionNames];

/** The product page's quantity select: an early add to cart reads it, as the app's click reads its state. */
export const PRODUCT_QUANTITY_ID = 'product-quantity';
