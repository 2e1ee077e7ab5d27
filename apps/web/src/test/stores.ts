import type { StoredUserInfo, UserInfoDto } from '@shop/contracts';
import { useCart } from '@/shared/cart/store';
import { useConsent } from '@/shared/consent/consent';
import { useSession } from '@/shared/session/store';

/** Each test starts signed out, with an empty cart and no cookie choice, whatever the previous one stored. */
export function resetStores(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test's component wrote (consent, currency)
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  useSession.setState({ userInfo: null });
  useCart.setState({ cartItems: [], notices: { changes: [], removed: [] } });
  useConsent.setState({ consent: null, settingsOpen: false, bannerSetAside: false, bannerEngaged: false });
}

export const customer: UserInfoDto = {
  _id: 'user-1',
  name: 'Alice Martin',
  email: 'alice@example.com',
  emailVerified: true,
  pendingEmail: null,
  isAdmin: false,
  token: 'token-alice',
  createdAt: '2026-01-10T09:00:00.000Z',
  billingName: null,
  billingAddress: null,
  billingZip: null,
  billingCity: null,
  billingCountry: null,
  billingVAT: null,
  billingCompany: null,
};

/** Signs a user in the way the app does (the session store, kept in localStorage). */
export function signIn(user: Partial<StoredUserInfo> = {}): StoredUserInfo {
  const info = { ...customer, ...user };
  useSession.getState().signIn(info);
  return info;
}

/** A complete billing address (docs/rules/checkout.md): a buyer with it is not asked for one at checkout. */
export const billingDetails = {
  billingName: 'Alice Martin',
  billingAddress: '1 rue de la Paix',
  billingZip: '75002',
  billingCity: 'Paris',
  billingCountry: 'FR',
} satisfies Partial<StoredUserInfo>;
