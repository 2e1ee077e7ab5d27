import { closedAccountEmailDomain } from '@shop/contracts';
import type { Transaction } from './db/client';

/**
 * A closing account as each module's `forgetUser` hook reads it (docs/rules/accounts.md, "Closing an
 * account"): the person's id and address, and what their name and address become.
 */
export interface ForgottenUser {
  id: string;
  /** The address before closing, lower-cased: what the side tables (contact, newsletter, outbox) hold. */
  email: string;
  /** Unique and never deliverable (RFC 2606 `.invalid`), so the address may sign up again. */
  anonymous: { name: string; email: string };
}

/** A module's part of closing an account: erases or anonymises what its tables hold of the person. */
export type ForgetUser = (tx: Transaction, user: ForgottenUser) => Promise<void>;

export const forgottenUser = (id: string, email: string): ForgottenUser => ({
  id,
  email: email.toLowerCase(),
  anonymous: { name: `deleted-${id.slice(-8)}`, email: `deleted-${id}@${closedAccountEmailDomain}` },
});
