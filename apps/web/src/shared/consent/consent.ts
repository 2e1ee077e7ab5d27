import { CONSENT_TEXT_VERSION, type CookieConsent, consentChoices, makeConsent } from '@shop/contracts';
import { create } from 'zustand';

export type { CookieConsent };
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** An ISO time as `Date.toISOString` writes it, of a day that exists (the calendar, not only the pattern). */
function isIsoTime(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/.test(value))
    return false;
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === value.slice(0, 19);
}

/**
 * The stored choice when it is valid for the current text version, else null (the banner asks). Checked here
 * rather than with the contract's schema (`cookieConsentSchema`): importing zod and the contracts to read it
 * back cost a returning visitor's every page about 1 s of main thread at 4× CPU once idle (issue 45,
 * bench/results/trace.md). It accepts nothing the schema rejects (consent.test.ts holds them side by side), and
 * keeps only the schema's fields.
 */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { choice, necessary, measurement, decidedAt, version } = value as Record<string, unknown>;
  const valid =
    consentChoices.includes(choice as CookieConsent['choice']) &&
    necessary === true &&
    typeof measurement === 'boolean' &&
    isIsoTime(decidedAt) &&
    version === CONSENT_TEXT_VERSION;
  return valid ? { ...makeConsent(choice as CookieConsent['choice'], measurement), decidedAt } : null;
}

function storedConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

interface ConsentState {
  /** `undefined` while a stored choice is being read: neither the banner nor anything waiting on it shows. */
  consent: CookieConsent | null | undefined;
  /** The per-purpose settings are open (from the banner or the footer link). */
  settingsOpen: boolean;
  /** Another overlay (the guarantee popup) holds the screen: an unanswered banner waits behind it, hidden. */
  bannerSetAside: boolean;
  setBannerAside(aside: boolean): void;
  /** The visitor opened the banner's settings: nothing may take the screen from them until they answer. */
  bannerEngaged: boolean;
  engageBanner(): void;
  openSettings(): void;
  closeSettings(): void;
  decide(choice: CookieConsent['choice'], measurement: boolean): void;
}

// Nothing stored: the banner asks at once. Something stored: read it (the server render knows nothing of it).
const stored = typeof window === 'undefined' ? undefined : storedConsent();

/** The visitor's cookie choice, kept in localStorage (`cookieConsent`) indefinitely (docs/rules/accounts.md). */
export const useConsent = create<ConsentState>((set) => ({
  consent: stored === null ? null : undefined,
  settingsOpen: false,
  bannerSetAside: false,
  setBannerAside: (bannerSetAside) => set({ bannerSetAside }),
  bannerEngaged: false,
  engageBanner: () => set({ bannerEngaged: true }),
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

// Read before the app hydrates; hydration itself renders the server's state (zustand's initial one), then this.
if (stored) useConsent.setState({ consent: parseConsent(stored) });
