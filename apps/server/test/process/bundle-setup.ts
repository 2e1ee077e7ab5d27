import { ensureServerBundles } from '../../../../scripts/server-bundle.mjs';

/** The servers these tests start run from the bundles, as `npm start` does: built once for the run. */
export default async function setup(): Promise<void> {
  await ensureServerBundles();
}
