import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule]);
});
afterAll(() => ctx.close());

const setLanguage = (token: string | undefined, payload: unknown, acceptLanguage = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    payload: payload as object,
    headers: { 'accept-language': acceptLanguage, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const storedLanguage = async (id: string) =>
  (await ctx.app.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe('PUT /api/users/language', () => {
  it("stores the account's language, which its data export shows", async () => {
    const { user, token, auth } = await createUser(ctx.app, { language: 'fr' });
    expect((await setLanguage(token, { language: 'en' })).statusCode).toBe(204);
    expect(await storedLanguage(user.id)).toBe('en');
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/users/me/export', headers: auth });
    expect(exported.json().profile.language).toBe('en');
    expect((await setLanguage(token, { language: 'fr' })).statusCode).toBe(204);
    expect(await storedLanguage(user.id)).toBe('fr');
  });

  it.each([
    ['fr', 'Choisissez le français (fr) ou l’anglais (en).'],
    ['en', 'Choose French (fr) or English (en).'],
  ])(
    'refuses a language the shop does not speak, in %s, and keeps the stored one',
    async (reader, message) => {
      const { user, token } = await createUser(ctx.app, { language: 'fr' });
      for (const payload of [{ language: 'de' }, { language: 'EN' }, {}, { language: 1 }]) {
        const response = await setLanguage(token, payload, reader);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'account.languageUnsupported', message });
      }
      expect(await storedLanguage(user.id)).toBe('fr');
    },
  );

  it('answers 401 signed out', async () => {
    expect((await setLanguage(undefined, { language: 'en' })).statusCode).toBe(401);
  });
});
