/**
 * A free product is sold one unit per order line, and a buyer who holds it gets no second copy: each unit is a
 * licence seat (docs/rules/checkout.md). Its own module without zod: the storefront's first load reads it
 * (the cart's quantity picker), and a schema module would bring the validation library into that load.
 */
export const FREE_LINE_MAX_QUANTITY = 1;
