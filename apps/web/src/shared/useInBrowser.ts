import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page (the server snapshot), true afterwards
 * and in a page rendered only in the browser. Markup that depends on what only the browser knows (the
 * stored cart, the cookie choice) waits for it, so hydration meets the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
