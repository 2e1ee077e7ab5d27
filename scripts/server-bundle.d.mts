/** Where an entry's bundle lives in a checkout (this one by default). */
export function serverBundle(name: 'main' | 'admin', root?: string): string;
/** Node's arguments that run an entry's bundle, source maps on. */
export function bundleArgs(name: 'main' | 'admin', root?: string): string[];
/** Builds both bundles into apps/server/dist. */
export function buildServerBundles(root?: string): Promise<void>;
/** Builds them when one is missing or older than a source. */
export function ensureServerBundles(root?: string): Promise<void>;
