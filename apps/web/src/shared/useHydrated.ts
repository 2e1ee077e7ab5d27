import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true once the page is the browser's own (and at once in a
 * page rendered only in the browser). Markup that depends on what only the browser knows (stored cart,
 * cookie choice) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
