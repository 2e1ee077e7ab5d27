/** The pages' server render, sitemap and feeds for search engines, and the translated "not found" page. */
export { notFoundPage } from './not-found';
export { seoRoutes } from './routes';
export { loadStorefrontRenderer } from './storefront';
