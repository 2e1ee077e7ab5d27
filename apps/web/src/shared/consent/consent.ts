import { type CookieConsent, cookieConsentSchema, makeConsent } from '@shop/contracts';
import { create } from 'zustand';

export type { CookieConsent };
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The stored choice when it is valid for the current text version, else null (the banner asks). */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStoredConsent(): CookieConsent | null {
  try {
    return parseConsent(localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null;
  }
}

interface ConsentState {
  consent: CookieConsent | null;
  /** The per-purpose settings are open (from the banner or the footer link). */
  settingsOpen: boolean;
  openSettings(): void;
  closeSettings(): void;
  decide(choice: CookieConsent['choice'], measurement: boolean): void;
}

/** The visitor's cookie choice, kept in localStorage (`cookieConsent`) indefinitely (docs/rules/accounts.md). */
export const useConsent = create<ConsentState>((set) => ({
  consent: null,
  settingsOpen: false,
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
  decide: (choice, measurement) => {
    const consent = makeConsent(choice, measurement);
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
    } catch {
      // Storage refused (private mode): the choice holds for this page's life.
    }
    set({ consent, settingsOpen: false });
  },
}));

// Read after creation, not as the initial state: a server-rendered page is hydrated as the server saw
// it (no choice known), then follows the stored choice.
if (typeof localStorage !== 'undefined') useConsent.setState({ consent: readStoredConsent() });
