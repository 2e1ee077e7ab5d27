import './index.css';
import { SERVER_STATE_ID } from './app/serverState';
import { documentParsed, holdEarlyInteractions, prepareEarlyActions } from './earlyInteractions';
import { nextFrameShown } from './shared/afterPaint';

/**
 * The latest the app starts on a server-rendered page whose load never ends (an image that hangs): past it,
 * the page is made interactive anyway.
 */
const START_DEADLINE_MS = 3000;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The first contentful paint has been shown (at once where the browser does not report paints). */
const painted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/** The page has loaded (its stylesheet and eager images, the largest one among them) and been painted. */
const loadedAndShown = () => Promise.all([loaded(), painted()]).then(nextFrameShown);

// The early actions' code once the page has loaded and been painted: before, its requests would compete with the
// largest image (the product page's LCP moved from 1.4–1.5 s to 1.7–1.8 s in Lighthouse's simulated slow 4G when
// it was fetched at DOMContentLoaded), and a load that came before the first paint put them before it (the first
// paint of `/` moved from 1.0 to 1.1–1.2 s in some runs). A click before then fetches it at once
// (earlyInteractions.ts).
void loadedAndShown().then(prepareEarlyActions);

const deadline = () => new Promise<void>((resolve) => setTimeout(resolve, START_DEADLINE_MS));

/** Resolves at the visitor's first interaction with the page (held by `holdEarlyInteractions`). */
let interacted!: () => void;
const firstInteraction = new Promise<void>((resolve) => (interacted = resolve));
holdEarlyInteractions(
  () => document.getElementById('root'),
  () => interacted(),
);

/**
 * The page's only script tag. A server-rendered page is whole without JavaScript, so the app (React, the
 * router, the texts, the query cache) is fetched once the page has loaded (its stylesheet and eager images,
 * the largest one among them) and painted: before, it would take a slow phone's bandwidth and main thread
 * from what the visitor is waiting to see. A click, a choice or a submit made meanwhile is held and starts the
 * app at once; the app replays it after hydrating (earlyInteractions.ts). A page the server sent as its empty
 * shell (account, admin, a failed render) shows nothing without the app, which then starts at once.
 */
const shown = () =>
  document.getElementById(SERVER_STATE_ID) !== null
    ? Promise.race([loadedAndShown(), deadline(), firstInteraction])
    : Promise.resolve();
// An async script (index.html): it runs as soon as it has arrived, while the page may still be parsed, so that
// a click on what has been painted already is held; whether the server rendered the page is known once parsed.
void documentParsed()
  .then(shown)
  .then(() => import('./entry-client'));
