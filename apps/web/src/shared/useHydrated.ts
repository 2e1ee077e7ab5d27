import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();
const afterHydration: (() => void)[] = [];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Runs `task` once the page is the browser's own: at once in a page rendered only in the browser, right after
 * hydration in a server-rendered one. What only the browser knows (the stored cart, the signed-in user) is
 * applied so: Preact's hydration keeps the server's attributes as they are, so its first render must be the
 * server's (Preact's `useSyncExternalStore` has no server snapshot to give it that state).
 */
export function whenHydrated(task: () => void): void {
  if (hydrated) task();
  else afterHydration.push(task);
}

/** Whether the page is the browser's own yet (see `useHydrated`), for code that runs once, outside a render. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Called by entry-client: before a page rendered only in the browser, after the hydration of the others. */
export function markHydrated(): void {
  hydrated = true;
  for (const task of afterHydration.splice(0)) task();
  for (const listener of listeners) listener();
}

/**
 * False on the server and during hydration, true once the page is the browser's own (and at once in a
 * page rendered only in the browser). Markup that depends on what only the browser knows (stored cart,
 * cookie choice) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => hydrated);
}
