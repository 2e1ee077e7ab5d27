/**
 * No click is lost. A server-rendered page shows its controls before the app's code has arrived, and React
 * replays nothing it never saw: a click then would do nothing, a submit would be the browser's own (the page
 * reloaded, the input gone), a choice in a select would be undone by hydration. So boot.ts, the page's first
 * script, holds them here and the app replays them once it has hydrated (entry-client's `InteractiveMark`).
 * After that, React handles discrete events itself, hydrating at once the part that was clicked; only a submit
 * in a part whose code is still loading (a lazy form below the fold) is still held, until React takes it.
 */

/** What a click starts: links, buttons, and the controls whose click changes them. */
const ACTIONABLE =
  'a[href], button, summary, [role="button"], [role^="menuitem"], [role="option"], [role="tab"], input[type="checkbox"], input[type="radio"]';
/** How often a held submit is offered again to a form whose code is still loading, and for how long. */
const RETRY_MS = 100;
const GIVE_UP_MS = 30_000;

let replayed = false;
const held: (() => void)[] = [];

function holdClick(event: MouseEvent, root: Element): boolean {
  const control = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
  if (!control || !root.contains(control)) return false;
  event.preventDefault();
  event.stopPropagation();
  held.push(() => (control as HTMLElement).click());
  return true;
}

function holdChoice(event: Event, root: Element): boolean {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !root.contains(select)) return false;
  const { value } = select;
  // Hydration sets a controlled select back to what React renders: the choice is made again afterwards.
  held.push(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return true;
}

/** When each held form was first held: a form whose code never comes is let go after `GIVE_UP_MS`. */
const heldSince = new WeakMap<HTMLFormElement, number>();

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
  const since = heldSince.get(form) ?? performance.now();
  const submitter = event.submitter && form.contains(event.submitter) ? event.submitter : null;
  const offerAgain = () => {
    if (form.isConnected && performance.now() - since < GIVE_UP_MS) form.requestSubmit(submitter);
  };
  const take = () => {
    event.preventDefault();
    heldSince.set(form, since);
    if (replayed) setTimeout(offerAgain, RETRY_MS);
    else held.push(offerAgain);
  };
  const afterBubble = (late: Event) => {
    if (late === event && !event.defaultPrevented) take();
  };
  const afterCapture = (late: Event) => {
    if (late !== event) return;
    if (event.cancelBubble) take();
    else root.addEventListener('submit', afterBubble, { once: true });
  };
  root.addEventListener('submit', afterCapture, { capture: true, once: true });
}

/**
 * Starts holding early interactions inside `root`; `onFirst` runs at the first one held (boot.ts then starts
 * the app at once instead of waiting for the page to finish loading).
 */
export function holdEarlyInteractions(root: Element, onFirst: () => void): void {
  const hold = (take: (event: Event) => boolean) => (event: Event) => {
    if (!replayed && take(event)) onFirst();
  };
  document.addEventListener(
    'click',
    hold((event) => holdClick(event as MouseEvent, root)),
    true,
  );
  document.addEventListener(
    'change',
    hold((event) => holdChoice(event, root)),
    true,
  );
  document.addEventListener('submit', (event) => watchSubmit(event as SubmitEvent, root), true);
}

/** Called once the app has hydrated (or rendered) the page: every held interaction happens now, in order. */
export function replayEarlyInteractions(): void {
  if (replayed) return;
  replayed = true;
  for (const replay of held.splice(0)) replay();
}
