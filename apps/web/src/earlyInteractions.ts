import { readServerState } from './app/serverState';
import { type EarlyAction, type EarlyActionName, earlyActionNames } from './shared/earlyActions';

/**
 * No click is lost. A server-rendered page shows its controls before the app's code has arrived, and React
 * replays nothing it never saw: a click then would do nothing, a submit would be the browser's own (the page
 * reloaded, the input gone), a choice in a select would be undone by hydration. So boot.ts, the page's first
 * script, holds them here and the app replays them once it has hydrated (entry-client's `InteractiveMark`).
 * After that, React handles discrete events itself, hydrating at once the part that was clicked; but a part
 * whose code is still on its way (a lazy form or banner below the fold) cannot be hydrated, and React drops
 * the click and lets a submit go to the browser. Those are held too, and offered again until React takes them.
 */

/** What a click starts: links, buttons (the app's menu items and tabs are buttons or links), check boxes and radios. */
const ACTIONABLE = 'a[href], button, input[type="checkbox"], input[type="radio"]';
/** How often a held submit is offered again to a form whose code is still loading, and for how long. */
const RETRY_MS = 100;
const GIVE_UP_MS = 30_000;

let replayed = false;
const held: (() => void)[] = [];
/** When a control or form React could not take yet was first held: one whose code never comes is let go. */
const heldSince = new WeakMap<Element, number>();

/** Offers `again` after a short wait, until `GIVE_UP_MS` after `target` was first held. */
function offerLater(target: Element, again: () => void): void {
  const since = heldSince.get(target) ?? performance.now();
  heldSince.set(target, since);
  setTimeout(() => {
    if (target.isConnected && performance.now() - since < GIVE_UP_MS) again();
  }, RETRY_MS);
}

/** The control a click lands on inside the app, if it is one a click starts. */
function actionable(target: EventTarget | null, root: Element): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(ACTIONABLE) : null;
  return control && root.contains(control) ? control : null;
}

/**
 * The early actions' code (app/earlyActionsByName.ts), one small chunk for all of them: fetched once the page
 * has loaded, at a pointerdown on a control that names one, or at the interaction, whichever comes first
 * (`prepareEarlyActions`, the listeners below). Once it has arrived, an interaction runs its action within its
 * own task, before anything else.
 */
let loadedActions: Record<EarlyActionName, EarlyAction> | undefined;
let loadingActions: Promise<Record<EarlyActionName, EarlyAction>> | undefined;

function loadEarlyActions(): Promise<Record<EarlyActionName, EarlyAction>> {
  if (!loadingActions) {
    loadingActions = import('./app/earlyActionsByName').then(({ earlyActionsByName }) => {
      loadedActions = earlyActionsByName;
      return earlyActionsByName;
    });
    // A failed fetch is tried again at the next interaction.
    loadingActions.catch(() => (loadingActions = undefined));
  }
  return loadingActions;
}

/**
 * Runs `control`'s early action; resolves to what follows it after hydration, or to the interaction's `replay`.
 * With its code loaded and the page parsed, the action is done before this returns: awaiting even a settled
 * import would wait behind the tasks queued meanwhile (the app's code being evaluated, 0.1–0.3 s at 4× CPU
 * slowdown).
 */
async function actEarly(
  control: HTMLElement,
  name: EarlyActionName,
  replay: () => void,
): Promise<() => void> {
  try {
    const act = (loadedActions ?? (await loadEarlyActions()))[name];
    if (document.readyState === 'loading') await documentParsed();
    return act(control, { queries: readServerState()?.queries, replay }) ?? replay;
  } catch {
    // Its code could not be fetched, or the page is not what it expects: the app does it once hydrated.
    return replay;
  }
}

const earlyActionOf = (control: HTMLElement): EarlyActionName | undefined =>
  Object.values(earlyActionNames).find((name) => name === control.dataset.earlyAction);

/**
 * Fetches the early actions' code where the page has a control that names one (boot.ts: once the page has
 * loaded): a click then runs its action within its own task, not after a fetch that the app's own code (fetched
 * at the same moment) would hold up. It is little: about 2 KB, whose modules the app shares.
 */
export function prepareEarlyActions(): void {
  if (document.querySelector('[data-early-action]')) void loadEarlyActions().catch(() => undefined);
}

/**
 * Holds an interaction with `control` until the app has hydrated, in order with the others, or runs the
 * control's early action and holds what follows it: resolves once that action is done.
 */
function hold(control: HTMLElement, replay: () => void): Promise<void> {
  const early = earlyActionOf(control);
  if (!early) {
    held.push(replay);
    return Promise.resolve();
  }
  const next = actEarly(control, early, replay);
  held.push(() => void next.then((follow) => follow()));
  return next.then(() => undefined);
}

/** Holds a click on a control (and runs its early action): resolves once that action is done. */
function holdClick(event: MouseEvent, root: Element): Promise<void> | undefined {
  const control = actionable(event.target, root);
  if (!control) return undefined;
  event.preventDefault();
  event.stopPropagation();
  return hold(control, () => control.click());
}

/**
 * After the replay: a click React stopped (in the capture phase, on the root, when its target's part has not
 * hydrated yet) is held and made again until React takes it. The check is appended to the root's listeners
 * while the event travels, so it runs after React's capture listener and before any `onClick` (the app has no
 * `onClickCapture` handler that could stop the event there itself).
 */
function watchClick(event: MouseEvent, root: Element): void {
  const control = actionable(event.target, root);
  if (!control) return;
  const afterReact = (late: Event) => {
    if (late !== event) return;
    if (!event.cancelBubble) {
      heldSince.delete(control);
      return;
    }
    event.preventDefault();
    offerLater(control, () => control.click());
  };
  root.addEventListener('click', afterReact, { capture: true, once: true });
}

/** Holds a choice in a select (and runs its early action): resolves once that action is done. */
function holdChoice(event: Event, root: Element): Promise<void> | undefined {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !root.contains(select)) return undefined;
  const { value } = select;
  // Hydration sets a controlled select back to what React renders: the choice is made again afterwards.
  return hold(select, () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * A submit inside the app that no handler took (every form of the app prevents the browser's own submit) is
 * held and offered again: at once after the replay, then until the form's code has hydrated. Two checks run
 * after React's own listeners on the root (appended to the same element while the event travels): in the
 * capture phase, React has stopped the event when its target is not hydrated yet; in the bubble phase, no
 * handler prevented it (before React listens at all).
 */
function watchSubmit(event: SubmitEvent, root: Element): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
  const submitter = event.submitter && form.contains(event.submitter) ? event.submitter : null;
  const again = () => form.requestSubmit(submitter);
  const take = () => {
    event.preventDefault();
    if (replayed) offerLater(form, again);
    else held.push(again);
  };
  const afterBubble = (late: Event) => {
    if (late !== event) return;
    if (event.defaultPrevented) heldSince.delete(form);
    else take();
  };
  const afterCapture = (late: Event) => {
    if (late !== event) return;
    if (event.cancelBubble) take();
    else root.addEventListener('submit', afterBubble, { once: true });
  };
  root.addEventListener('submit', afterCapture, { capture: true, once: true });
}

/** Resolves once the page's HTML has all been parsed (the server's state is the body's last element). */
export const documentParsed = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/**
 * Starts holding early interactions inside the element `root` finds (boot.ts runs while the page is still being
 * parsed: a click on a control painted before the end of the HTML is held too); `onFirst` runs at the first one
 * held, once its early action is done (boot.ts then starts the app at once instead of waiting for the page to
 * finish loading, and the app's code does not hold up that action).
 */
export function holdEarlyInteractions(root: () => Element | null, onFirst: () => void): void {
  const inRoot = (listener: (event: Event, root: Element) => void) => (event: Event) => {
    const element = root();
    if (element) listener(event, element);
  };
  document.addEventListener(
    'click',
    inRoot((event, element) => {
      if (replayed) return watchClick(event as MouseEvent, element);
      void holdClick(event as MouseEvent, element)?.then(onFirst);
    }),
    true,
  );
  // A finger or a button pressed on a control with an early action: its code is fetched now, ahead of the click.
  document.addEventListener(
    'pointerdown',
    inRoot((event, element) => {
      const control =
        !replayed && event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-early-action]')
          : null;
      if (control && element.contains(control) && earlyActionOf(control))
        void loadEarlyActions().catch(() => undefined);
    }),
    true,
  );
  document.addEventListener(
    'change',
    inRoot((event, element) => {
      if (!replayed) void holdChoice(event, element)?.then(onFirst);
    }),
    true,
  );
  document.addEventListener(
    'submit',
    inRoot((event, element) => watchSubmit(event as SubmitEvent, element)),
    true,
  );
}

/** Called once the app has hydrated (or rendered) the page: every held interaction happens now, in order. */
export function replayEarlyInteractions(): void {
  if (replayed) return;
  replayed = true;
  for (const replay of held.splice(0)) replay();
}
