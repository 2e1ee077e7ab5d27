/** Free trials (docs/rules/trials.md): what the app, the back-office and the order lifecycle use. */
export { convertTrials } from './conversion';
export { trialMailsPlugin } from './plugin';
export { adminTrialRoutes, trialRoutes } from './routes';
