import { type ComponentType, createElement, lazy } from 'react';

/** Resolves once the browser has nothing more urgent to do (at most `timeoutMs` later). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

const onServer = typeof window === 'undefined';
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once the server has loaded every lazy part's module: a render that waits for it never suspends on
 * one, so the page it writes is whole (a part that suspended would be sent as a fallback plus an inline script
 * completing it, which the CSP refuses).
 */
export function lazyPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A component whose code is its own chunk. In the browser it is `React.lazy`, its chunk fetched once `start`
 * resolves; render it inside a `<Suspense>` whose fallback keeps its place. On the server its module is loaded
 * once, up front (`lazyPartsLoaded`), and it renders at once; the browser hydrates it when its chunk arrives.
 */
function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  start: () => Promise<void>,
): ComponentType<P> {
  if (!onServer)
    return lazy(() =>
      start()
        .then(load)
        .then((Component) => ({ default: Component })),
    );
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((Component) => {
    loaded = Component;
  });
  serverLoads.push(ready);
  return function ServerRendered(props: P) {
    if (!loaded) throw ready;
    return createElement(loaded, props);
  };
}

/** A part below the fold or shown later (a form, a popup): fetched once the page has rendered and is idle. */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(load, whenIdle);
}

/** A part fetched when it first renders (the product description's Markdown renderer). */
export function lazyWhenShown<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(load, () => Promise.resolve());
}
