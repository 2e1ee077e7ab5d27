/** The back-office: the one place admin routes are registered, behind one admin check. */
export { backOfficeRoutes } from './routes';
