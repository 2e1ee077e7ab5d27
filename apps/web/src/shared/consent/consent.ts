import { type CookieConsent, makeConsent } from '@shop/contracts';
import { create } from 'zustand';

export type { CookieConsent };
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/**
 * The stored choice when it is valid for the current text version, else null (the banner asks). The contract's
 * schema is imported only when something is stored, so a first visit's banner waits for nothing and zod stays
 * out of every page's first load (docs/decisions/0008-initial-js-budget.md).
 */
export async function parseConsent(raw: string | null): Promise<CookieConsent | null> {
  if (!raw) return null;
  try {
    const { cookieConsentSchema } = await import('../api/schemas');
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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

if (stored) {
  void parseConsent(stored).then((consent) => {
    // A choice made meanwhile wins over what was stored.
    if (useConsent.getState().consent === undefined) useConsent.setState({ consent });
  });
}
