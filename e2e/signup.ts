import { type APIRequestContext, expect } from '@playwright/test';
import { linkFromOutbox } from './outbox';

/** The user info a confirmed sign-up answers (the session the web app stores). */
export interface CreatedAccount {
  _id: string;
  name: string;
  email: string;
  token: string;
  [field: string]: unknown;
}

/**
 * Creates an account through the API as a buyer does (docs/rules/accounts.md): the sign-up, the link the
 * e-mail carries (read from the server's outbox), then its confirmation, which answers the account signed in.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  data: { name: string; email: string; password: string },
  headers: Record<string, string> = {},
): Promise<CreatedAccount> {
  const asked = await request.post('/api/users/signup', { data, headers });
  expect(asked.status(), await asked.text()).toBe(202);
  const link = await linkFromOutbox(data.email.trim().toLowerCase(), '/confirm-signup');
  const confirmed = await request.post('/api/users/signup/confirm', {
    data: { token: new URL(link).searchParams.get('token') },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  const { redirect: _redirect, ...account } = (await confirmed.json()) as CreatedAccount;
  return account;
}
