import { userInfoSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '.';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([usersModule, sellerIdentityModule]);
});
afterAll(() => ctx.close());

const put = (url: string, token: string | undefined, payload: unknown, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/signin', payload: { email, password } });

describe('PUT /api/users/profile', () => {
  it('changes the name and keeps the same token when neither e-mail nor password changes', async () => {
    const { user, token } = await createUser(ctx.app);
    const response = await put('/api/users/profile', token, {
      name: 'New Name',
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info).toMatchObject({ _id: user.id, name: 'New Name', email: user.email, token });
    expect((await me(token)).json().name).toBe('New Name');
  });

  it('keeps the password when the password fields are blank', async () => {
    const { user, token, password } = await createUser(ctx.app);
    const response = await put('/api/users/profile', token, {
      name: user.name,
      email: user.email,
      password: '',
      oldPassword: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBe(token);
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it('makes a new e-mail (normalised) pending, keeping the address and the token until it is verified', async () => {
    const { user, token, password } = await createUser(ctx.app);
    const newEmail = uniqueEmail('profile');
    const response = await put('/api/users/profile', token, {
      name: user.name,
      email: ` ${newEmail.toUpperCase()} `,
      oldPassword: password,
    });
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info).toMatchObject({ email: user.email, pendingEmail: newEmail, token });
    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn(user.email, password)).statusCode).toBe(200);
    // The switch itself is in email-verification.test.ts.
  });

  // A taken address, the current password and the limits: email-change.test.ts.

  it('changes the password with the old one, revokes older tokens and accepts only the new password', async () => {
    const { user, token, password } = await createUser(ctx.app);
    const newPassword = 'brand-new-passphrase-2026';
    const response = await put('/api/users/profile', token, {
      name: user.name,
      email: user.email,
      password: newPassword,
      oldPassword: password,
    });
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info.token).not.toBe(token);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(info.token)).statusCode).toBe(200);
    expect((await signIn(user.email, password)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it('requires the old password to set a new one, with its text in both languages', async () => {
    const { user, token } = await createUser(ctx.app);
    const body = { name: user.name, email: user.email, password: 'brand-new-passphrase-2026' };
    const en = await put('/api/users/profile', token, body, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'account.oldPasswordRequired',
      message: 'Please enter your old password to change it',
    });
    const fr = await put('/api/users/profile', token, body, 'fr');
    expect(fr.json().message).toBe('Veuillez saisir votre ancien mot de passe pour le modifier');
  });

  it('refuses a wrong old password with a 400 (not a 401 that would sign the browser out) and changes nothing', async () => {
    const { user, token, password } = await createUser(ctx.app);
    const response = await put('/api/users/profile', token, {
      name: 'Changed',
      email: user.email,
      password: 'brand-new-passphrase-2026',
      oldPassword: 'wrong-old-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'account.oldPasswordWrong',
      message: 'The current password is incorrect.',
    });
    expect((await me(token)).json().name).toBe(user.name);
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it.each([
    [{ name: '', email: 'valid@example.test' }, 'account.nameRequired'],
    [{ name: 'X', email: 'not-an-email' }, 'account.emailInvalid'],
    [
      { name: 'X', email: 'valid@example.test', password: 'short', oldPassword: 'x' },
      'account.passwordTooShort',
    ],
  ])('refuses %j with %s', async (body, code) => {
    const { token } = await createUser(ctx.app);
    const response = await put('/api/users/profile', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('refuses a common password as the new one', async () => {
    const { user, token, password } = await createUser(ctx.app);
    const response = await put('/api/users/profile', token, {
      name: user.name,
      email: user.email,
      password: 'QWERTYUIOP123',
      oldPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.passwordTooCommon');
  });

  it('needs a valid token', async () => {
    const response = await put('/api/users/profile', undefined, { name: 'X', email: 'x@example.test' });
    expect(response.statusCode).toBe(401);
  });
});

const validBilling = {
  billingName: 'Trading SAS',
  billingAddress: '1 rue de la Paix',
  billingZip: '75002',
  billingCity: 'Paris',
  billingCountry: 'fr',
  billingVAT: 'fr 40 303 265 045',
};

describe('PUT /api/users/billing', () => {
  it('stores the billing details, country upper-cased and VAT normalised', async () => {
    const { user, token } = await createUser(ctx.app);
    const response = await put('/api/users/billing', token, validBilling);
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      _id: user.id,
      token,
      billingName: 'Trading SAS',
      billingAddress: '1 rue de la Paix',
      billingZip: '75002',
      billingCity: 'Paris',
      billingCountry: 'FR',
      billingVAT: 'FR40303265045',
    });
    expect((await me(token)).json()).toMatchObject({ billingCountry: 'FR', billingVAT: 'FR40303265045' });
  });

  it('accepts no VAT number (null, empty or absent) and a non-EU country', async () => {
    const { token } = await createUser(ctx.app);
    for (const billingVAT of [null, '', undefined]) {
      const response = await put('/api/users/billing', token, { ...validBilling, billingVAT });
      expect(response.statusCode).toBe(200);
      expect(response.json().billingVAT).toBeNull();
    }
    const swiss = await put('/api/users/billing', token, {
      ...validBilling,
      billingCountry: 'CH',
      billingZip: '8001',
      billingVAT: 'CHE-123.456.789',
    });
    expect(swiss.json()).toMatchObject({ billingCountry: 'CH', billingVAT: 'CHE123456789' });
  });

  it.each([
    ['DE', 'DE 123456789'],
    ['GR', 'EL123456789'],
    ['NL', 'NL123456789B01'],
    ['IE', 'IE1234567WA'],
    ['ES', 'ESX1234567X'],
    ['AT', 'ATU12345678'],
  ])('accepts a well-formed %s VAT number %s', async (billingCountry, billingVAT) => {
    const { token } = await createUser(ctx.app);
    const response = await put('/api/users/billing', token, { ...validBilling, billingCountry, billingVAT });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ billingName: ' ' }, 'account.billing.nameRequired', 'Billing name is required.'],
    [{ billingAddress: '' }, 'account.billing.addressRequired', 'Address is required.'],
    [{ billingZip: '' }, 'account.billing.zipRequired', 'Postal code is required.'],
    [{ billingZip: '75<b>' }, 'account.billing.zipInvalid', 'The postal code is not valid.'],
    [{ billingCity: '' }, 'account.billing.cityRequired', 'City is required.'],
    [{ billingCountry: 'XX' }, 'account.billing.countryInvalid', 'Choose a country from the list.'],
    [{ billingCountry: 'France' }, 'account.billing.countryInvalid', 'Choose a country from the list.'],
    [
      { billingVAT: 'FR123' },
      'account.billing.vatInvalid',
      'The VAT number does not have the expected format for this country.',
    ],
    [
      { billingVAT: 'DE123456789' },
      'account.billing.vatCountryMismatch',
      "The VAT number must start with the billing country's prefix.",
    ],
    [
      { billingCountry: 'GR', billingVAT: 'GR123456789' },
      'account.billing.vatCountryMismatch',
      "The VAT number must start with the billing country's prefix.",
    ],
    [{ billingName: 'x'.repeat(201) }, 'account.billing.tooLong', 'This field is too long.'],
  ])('refuses %j with %s', async (patch, code, message) => {
    const { token } = await createUser(ctx.app);
    const response = await put('/api/users/billing', token, { ...validBilling, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
    expect((await me(token)).json().billingName).toBeNull();
  });

  it('translates billing errors into French', async () => {
    const { token } = await createUser(ctx.app);
    const response = await put('/api/users/billing', token, { ...validBilling, billingCity: '' }, 'fr');
    expect(response.json().message).toBe('La ville est obligatoire.');
  });

  it('needs a valid token', async () => {
    expect((await put('/api/users/billing', undefined, validBilling)).statusCode).toBe(401);
    expect((await put('/api/users/billing', 'forged', validBilling)).statusCode).toBe(401);
  });
});

describe('one account never touches another', () => {
  it("a token for A reads and changes only A's data", async () => {
    const alice = await createUser(ctx.app);
    const bob = await createUser(ctx.app);
    await put('/api/users/billing', bob.token, { ...validBilling, billingName: 'Bob Corp' });

    const billing = await put('/api/users/billing', alice.token, {
      ...validBilling,
      billingName: 'Alice Ltd',
    });
    expect(billing.json()._id).toBe(alice.user.id);
    const profile = await put('/api/users/profile', alice.token, {
      name: 'Alice Renamed',
      email: alice.user.email,
    });
    expect(profile.json()._id).toBe(alice.user.id);

    const bobNow = (await me(bob.token)).json();
    expect(bobNow).toMatchObject({ _id: bob.user.id, name: bob.user.name, billingName: 'Bob Corp' });
    const aliceNow = (await me(alice.token)).json();
    expect(aliceNow).toMatchObject({ _id: alice.user.id, name: 'Alice Renamed', billingName: 'Alice Ltd' });
  });

  it('ignores an id smuggled into a body: there is no route taking a user id', async () => {
    const alice = await createUser(ctx.app);
    const bob = await createUser(ctx.app);
    const response = await put('/api/users/profile', alice.token, {
      _id: bob.user.id,
      name: 'Hijack',
      email: alice.user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(alice.user.id);
    expect((await me(bob.token)).json().name).toBe(bob.user.name);
  });
});
