import { vi } from 'vitest';

/** The replay of the latest boot: each test's boot is ended, so its listeners stop holding interactions. */
let endLatestBoot = () => {};

/** Ends the latest test's boot (afterEach). */
export const endBoot = () => endLatestBoot();

/**
 * earlyInteractions.ts as boot.ts starts it on a server-rendered page: a module of its own per test, as per
 * page load. `started` is the boot's cue to start the app (the first interaction held); `replay` is what the
 * app calls once it has hydrated.
 */
export async function bootHolding() {
  vi.resetModules();
  const early = await import('@/earlyInteractions');
  endLatestBoot = early.replayEarlyInteractions;
  const { cartStore } = await import('@/shared/cart/cartStore');
  const started = vi.fn();
  early.holdEarlyInteractions(() => document.getElementById('root'), started);
  return { started, replay: early.replayEarlyInteractions, cart: () => cartStore.getState().cartItems };
}

/** The clicks that reach `selector`'s own handler (the app's), kept from the browser's default action. */
export function clicksOn(selector: string): Event[] {
  const seen: Event[] = [];
  document.querySelector(selector)!.addEventListener('click', (event) => {
    seen.push(event);
    event.preventDefault();
  });
  return seen;
}
