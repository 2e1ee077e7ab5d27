import {
  signInChallengeSchema,
  twoFactorConfirmAnswerSchema,
  twoFactorSetupSchema,
  userInfoSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';

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

/** Enrols the account of `token` through the API; answers the secret, the recovery codes and the new session. */
export async function enrol(app: FastifyInstance, token: string) {
  const setup = twoFactorSetupSchema.parse(
    (await postJson(app, '/api/users/two-factor/setup', {}, bearer(token))).json(),
  );
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
