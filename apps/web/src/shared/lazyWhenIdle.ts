import { type ComponentType, lazy } from 'react';

/** Resolves once the browser has nothing more urgent to do (at most `timeoutMs` later); at once on the server. */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

/**
 * `React.lazy` for a part below the fold or shown later (a form, a dialog): its chunk is fetched once the first
 * page has rendered and the browser is idle, so it is never part of the first load. Render it inside a
 * `<Suspense>` whose fallback keeps its place. With server rendering the server renders it at once and the
 * browser hydrates it when its chunk arrives.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    whenIdle()
      .then(load)
      .then((Component) => ({ default: Component })),
  );
}
