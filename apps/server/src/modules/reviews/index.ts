/** What the app and the back-office use of reviews. */
export { adminReviewRoutes } from './admin-routes';
export { reviewRoutes } from './routes';
