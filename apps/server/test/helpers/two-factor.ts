import {
  signInChallengeSchema,
  twoFactorConfirmAnswerSchema,
  twoFactorSetupSchema,
  userInfoSchema,
} from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { mailQueue, users } from '../../src/lib/db/schema';

/** The TOTP code of `secret`, `steps` 30-second steps from now (1: the next code, which a replay check allows). */
export const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });
}

/** The token of the newest enrolment link e-mailed to the account of `token`. */
export async function enrolLinkToken(app: FastifyInstance, token: string): Promise<string> {
  const claims = await app.tokens.verify(token);
  const [user] = await app.db.select().from(users).where(eq(users.id, claims!.userId));
  const [mail] = await app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, user!.email), eq(mailQueue.template, 'account-twoFactorEnrol')))
    .orderBy(desc(mailQueue.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/admin\?tab=security&enrol=(\S+)/.exec(mail!.textBody);
  return decodeURIComponent(link![1]!);
}

/**
 * Starts enrolment as the web app does: a first enrolment answers 202 and e-mails its link, whose token
 * (read from the mail queue) then gets the secret. Answers the setup.
 */
export async function startSetup(app: FastifyInstance, token: string) {
  const first = await postJson(app, '/api/users/two-factor/setup', {}, bearer(token));
  if (first.statusCode === 200) return twoFactorSetupSchema.parse(first.json());
  expect(first.statusCode).toBe(202);
  const enrolToken = await enrolLinkToken(app, token);
  const setup = await postJson(app, '/api/users/two-factor/setup', { enrolToken }, bearer(token));
  expect(setup.statusCode).toBe(200);
  return twoFactorSetupSchema.parse(setup.json());
}

/** Enrols the account of `token` through the API; answers the secret, the recovery codes and the new session. */
export async function enrol(app: FastifyInstance, token: string) {
  const setup = await startSetup(app, token);
  const confirmed = await postJson(
    app,
    '/api/users/two-factor/confirm',
    { code: await totpCode(setup.secret) },
    bearer(token),
  );
  expect(confirmed.statusCode).toBe(200);
  const { user, recoveryCodes } = twoFactorConfirmAnswerSchema.parse(confirmed.json());
  return { secret: setup.secret, recoveryCodes, token: user.token };
}

/** The password step of a two-factor account: its challenge token. */
export async function passwordStep(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await postJson(app, '/api/users/signin', { email, password });
  expect(response.statusCode).toBe(200);
  return signInChallengeSchema.parse(response.json()).challengeToken;
}

/** The code step; answers the raw response. */
export const codeStep = (app: FastifyInstance, challengeToken: string, code: string, language = 'en') =>
  postJson(app, '/api/users/signin/two-factor', { challengeToken, code }, { 'accept-language': language });

export const signedInUser = (body: unknown) => userInfoSchema.parse(body);

/** Both steps of a sign-in: the password of `account`, then `code`; answers the code step's raw response. */
export async function signInWithCode(
  app: FastifyInstance,
  account: { user: { email: string }; password: string },
  code: string,
) {
  return codeStep(app, await passwordStep(app, account.user.email, account.password), code);
}
