import { apiRequest } from '../api/client';
import { useSession } from './store';

/** Logout: the server revokes every token of the account (a failure is ignored), then the local session and cart are cleared. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/users/logout', { method: 'POST' });
  } catch {
    // The local session is cleared whatever the server says.
  }
  useSession.getState().signOut();
}
