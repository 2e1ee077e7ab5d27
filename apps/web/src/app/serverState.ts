import type { Currency } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` holding what the server rendered the page with. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What the server rendered a page with, handed to the browser as data (never run as a script: the CSP
 * allows none inline) so the first client render is the server's: the language, the currency, the query cache
 * and the router's state.
 */
export interface ServerState {
  language: Language;
  currency: Currency;
  queries: DehydratedState;
  router: HydrationState;
}

/** The state the server rendered the page with, if it rendered it (not the shell of a browser-only page). */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
