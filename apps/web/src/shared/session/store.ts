import type { StoredUserInfo } from '@shop/contracts';
import { create } from 'zustand';
import { useCart } from '../cart/store';

/** The user info (docs/rules/accounts.md), kept raw in localStorage under `userInfo` (older sessions lack the newer fields). */
export type UserInfo = StoredUserInfo;

const SESSION_KEYS = ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod'] as const;

function readStoredUser(): UserInfo | null {
  try {
    const raw = localStorage.getItem('userInfo');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<UserInfo>;
    if (
      parsed &&
      typeof parsed._id === 'string' &&
      parsed._id &&
      typeof parsed.token === 'string' &&
      parsed.token
    ) {
      return parsed as UserInfo;
    }
  } catch {
    // Unreadable JSON is treated like a user without id or token.
  }
  // docs/rules/accounts.md: stored user data lacking an id or a token is invalid; drop it with the cart and checkout keys.
  if (localStorage.getItem('userInfo') !== null) {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
  }
  return null;
}

interface SessionState {
  userInfo: UserInfo | null;
  signIn(user: UserInfo): void;
  /** Merges an answer (profile or billing update) into the stored user. */
  update(patch: Partial<UserInfo>): void;
  /** Clears the user only (what a 401 does). */
  clearUser(): void;
  /** Logout: clears user info, cart items (stored and in memory), shipping address and payment method. */
  signOut(): void;
}

export const useSession = create<SessionState>((set, get) => ({
  userInfo: null,
  signIn(user) {
    localStorage.setItem('userInfo', JSON.stringify(user));
    set({ userInfo: user });
  },
  update(patch) {
    const current = get().userInfo;
    if (!current) return;
    const next = { ...current, ...patch };
    localStorage.setItem('userInfo', JSON.stringify(next));
    set({ userInfo: next });
  },
  clearUser() {
    localStorage.removeItem('userInfo');
    set({ userInfo: null });
  },
  signOut() {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    set({ userInfo: null });
    useCart.getState().reload();
  },
}));

// Read at once, but not as the initial state: zustand hands React the initial state (signed out) as the
// server snapshot, so a server-rendered page hydrates as the server rendered it, then shows the stored user.
if (typeof localStorage !== 'undefined') useSession.setState({ userInfo: readStoredUser() });
