/**
 * The longest review text. Its own module without zod: the product page's review form, fetched once the page is
 * idle, shows it, and a schema module would bring the validation library into that chunk
 * (docs/decisions/0008-initial-js-budget.md).
 */
export const REVIEW_TEXT_MAX = 2000;
