import { type ComponentType, createElement, lazy, useLayoutEffect, useRef } from 'react';

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
 * one, so it does not wait part by part and writes every part the same way (`framed`).
 */
export function lazyPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** The forms a visitor submitted while their part's code was loading, by the part's frame. */
const heldSubmits = new Map<Element, HTMLFormElement>();

/**
 * A part's server-rendered form has no handler until the part's chunk arrives and hydrates, and Preact does
 * not replay events as React did: a submit then would be the browser's own (the page reloaded, the input
 * gone). So a submit inside a frame still `loading` is held here and sent again once the part has hydrated.
 */
function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const frame = form instanceof HTMLFormElement && form.closest('[data-lazy-part="loading"]');
      if (!frame) return;
      event.preventDefault();
      heldSubmits.set(frame, form);
    },
    true,
  );
}
if (!onServer) holdEarlySubmits();

/**
 * The part inside one element that takes no box of its own (`display: contents`). Preact's hydration keeps a
 * suspended part's server markup until its chunk arrives, but only its first element when the server did not
 * frame it with Suspense markers (it writes them only when the render waited, and here it never does): the
 * part's other elements would vanish, then come back. The frame says `loading` until the part has hydrated
 * (`holdEarlySubmits`).
 */
function framed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function LazyPart(props: P) {
    const frame = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const element = frame.current!;
      element.dataset.lazyPart = 'ready';
      const held = heldSubmits.get(element);
      heldSubmits.delete(element);
      held?.requestSubmit();
    }, []);
    return createElement(
      'div',
      { className: 'contents', 'data-lazy-part': 'loading', ref: frame },
      createElement(Component, props),
    );
  };
}

/**
 * A component whose code is its own chunk. In the browser it is `React.lazy`, its chunk fetched once `start`
 * resolves; render it inside a `<Suspense>` whose fallback keeps its place. On the server its module is loaded
 * once, up front (`lazyPartsLoaded`), and it renders at once; the browser hydrates it when its chunk arrives.
 * Its elements' ids are its own, never `useId`'s: Preact numbers `useId` in the order components render, so
 * a part the browser renders later than the server did gets other numbers, while the hydrated markup keeps
 * the server's (an `aria-describedby` set later would point at another element).
 */
function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  start: () => Promise<void>,
): ComponentType<P> {
  if (!onServer)
    return lazy(() =>
      start()
        .then(load)
        .then((Component) => ({ default: framed(Component) })),
    );
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((Component) => {
    loaded = framed(Component);
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
