import { type ComponentType, lazy } from 'react';

/** Resolves once the browser has nothing more urgent to do (at most `timeoutMs` later). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

const onServer = typeof window === 'undefined';

/**
 * A part below the fold or shown later (a form, a popup) whose code is its own chunk, fetched once the page
 * has rendered and the browser is idle; render it inside a `<Suspense>` whose fallback keeps its place. The
 * server renders it at once (its stream waits for every part), and the browser keeps that markup until the
 * chunk arrives, then hydrates it: a discrete event on it before then is React's to replay, and a submit is
 * held by boot.ts (`earlyInteractions`) until React handles it.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    (onServer ? load() : whenIdle().then(load)).then((Component) => ({ default: Component })),
  );
}
