import { createUser } from './fixtures';
import { enrol, startSetup, totpCode } from './helpers/two-factor';
import type { MatrixEntry } from './route-matrix';
import {
  asThrowaway,
  billing,
  everyone,
  HEX,
  identityOf,
  next,
  ownerOrAdmin,
  signedIn,
} from './route-matrix';

/** The account, self-service, two-factor and licence routes × the four callers (see `route-matrix.ts`). */
export const accountRouteMatrix: Record<string, MatrixEntry> = {
  'POST /api/users/signup': {
    request: () => ({
      url: '/api/users/signup',
      payload: {
        name: 'New Customer',
        email: `new-${next()}@example.test`,
        password: 'a-long-test-password-1',
      },
    }),
    expect: everyone(202),
  },
  'POST /api/users/signup/confirm': {
    request: () => ({ url: '/api/users/signup/confirm', payload: { token: 'forged' } }),
    expect: everyone(400),
  },
  'POST /api/users/signin': {
    request: (world) => ({
      url: '/api/users/signin',
      payload: { email: world.identities.owner.user.email, password: world.identities.owner.password },
    }),
    expect: everyone(200),
  },
  'GET /api/users/me': { request: () => ({ url: '/api/users/me' }), expect: signedIn(200) },
  'GET /api/users/releases': { request: () => ({ url: '/api/users/releases' }), expect: signedIn(200) },
  'GET /api/users/release-emails': {
    request: () => ({ url: '/api/users/release-emails' }),
    expect: signedIn(200),
  },
  'PUT /api/users/release-emails': {
    request: () => ({ url: '/api/users/release-emails', payload: { releaseEmails: true } }),
    expect: signedIn(200),
  },
  'PUT /api/users/profile': {
    request: (world, role) => {
      const identity = identityOf(world, role);
      return {
        url: '/api/users/profile',
        payload: { name: 'Renamed Customer', email: identity?.user.email ?? 'nobody@example.test' },
      };
    },
    expect: signedIn(200),
  },
  'PUT /api/users/billing': {
    request: () => ({ url: '/api/users/billing', payload: billing }),
    expect: signedIn(200),
  },
  'PUT /api/users/language': {
    request: () => ({ url: '/api/users/language', payload: { language: 'en' } }),
    expect: signedIn(204),
  },
  'POST /api/users/logout': { request: asThrowaway('/api/users/logout'), expect: signedIn(204) },
  'POST /api/users/password/forgot': {
    request: (world) => ({
      url: '/api/users/password/forgot',
      payload: { email: world.identities.owner.user.email },
    }),
    expect: everyone(202),
  },
  'POST /api/users/password/reset': {
    request: () => ({
      url: '/api/users/password/reset',
      payload: { token: 'forged', password: 'a-long-new-password-1' },
    }),
    expect: everyone(400),
  },
  'POST /api/users/password/reset/check': {
    request: () => ({ url: '/api/users/password/reset/check', payload: { token: 'forged' } }),
    expect: everyone(400),
  },
  'POST /api/users/email/verify': {
    request: () => ({ url: '/api/users/email/verify', payload: { token: 'forged' } }),
    expect: everyone(400),
  },
  'POST /api/users/email/resend': {
    request: () => ({ url: '/api/users/email/resend', payload: {} }),
    expect: signedIn(200),
  },
  'GET /api/users/me/export': { request: () => ({ url: '/api/users/me/export' }), expect: signedIn(200) },
  'DELETE /api/users/me': {
    request: asThrowaway('/api/users/me', (password) => ({ password, confirm: true })),
    expect: signedIn(204),
  },
  'POST /api/users/logout-everywhere': {
    request: asThrowaway('/api/users/logout-everywhere'),
    expect: signedIn(204),
  },
  'POST /api/users/signin/two-factor': {
    // Who may finish a sign-in is carried by the challenge, not the bearer: a forged one is refused to all.
    request: () => ({
      url: '/api/users/signin/two-factor',
      payload: { challengeToken: 'forged', code: '123456' },
    }),
    expect: everyone(401),
  },
  'GET /api/users/two-factor': { request: () => ({ url: '/api/users/two-factor' }), expect: signedIn(200) },
  'POST /api/users/two-factor/setup': {
    // An admin's first enrolment: the answer is the e-mailed link (202), the secret comes with its token.
    request: () => ({ url: '/api/users/two-factor/setup', payload: {} }),
    expect: { visitor: 401, owner: 403, other: 403, admin: 202 },
  },
  'POST /api/users/two-factor/confirm': {
    // Confirming revokes the caller's tokens: the admin enrols a throwaway admin account of its own.
    request: async (world, role) => {
      if (role !== 'admin') return { url: '/api/users/two-factor/confirm', payload: { code: '123456' } };
      const throwaway = await createUser(world.app, { isAdmin: true });
      const setup = await startSetup(world.app, throwaway.token);
      const code = await totpCode(setup.secret);
      return {
        url: '/api/users/two-factor/confirm',
        payload: { code },
        authorization: throwaway.auth.authorization,
      };
    },
    expect: { visitor: 401, owner: 403, other: 403, admin: 200 },
  },
  'POST /api/users/two-factor/disable': {
    // Only an enrolled account can turn it off (409 otherwise); the admin's is a throwaway enrolled one.
    request: async (world, role) => {
      const url = '/api/users/two-factor/disable';
      if (role !== 'admin') return { url, payload: { password: 'a-long-test-password-1', code: '123456' } };
      const throwaway = await createUser(world.app, { isAdmin: true });
      const { token, secret } = await enrol(world.app, throwaway.token);
      const payload = { password: throwaway.password, code: await totpCode(secret, 1) };
      return { url, payload, authorization: `Bearer ${token}` };
    },
    expect: { visitor: 401, owner: 409, other: 409, admin: 200 },
  },
  'POST /api/license/request': {
    request: (world) => ({
      url: '/api/license/request',
      payload: { productId: world.freeProductId, orderId: world.orderId, machineIdName: `${HEX()}-Desk` },
    }),
    expect: { visitor: 401, owner: 201, other: 404, admin: 404 },
  },
  'GET /api/license/my-requests': {
    request: () => ({ url: '/api/license/my-requests' }),
    expect: signedIn(200),
  },
  'GET /api/license/requests/:id/file': {
    request: (world) => ({ url: `/api/license/requests/${world.licenceId}/file` }),
    expect: ownerOrAdmin(404),
  },
  // The world's licence is live, not one a refund revoked: its owner is refused, anyone else finds nothing.
  'POST /api/licences/:id/keep': {
    request: (world) => ({
      url: `/api/licences/${world.licenceId}/keep`,
      payload: { releaseLicenceId: world.licenceId },
    }),
    expect: { visitor: 401, owner: 409, other: 404, admin: 404 },
  },
  // The licence file is the credential: a bearer token adds nothing, and none is needed.
  'POST /api/license/refresh': {
    request: async (world) => ({
      url: '/api/license/refresh',
      contentType: 'text/plain',
      payload: (await world.app.storage.get(`licences/${world.licenceId}.lic`))!.toString('utf8'),
    }),
    expect: everyone(200),
  },
  // Likewise the check-in: whoever calls, the file decides (valid, with a fresh file).
  'POST /api/license/validate': {
    request: async (world) => {
      const licence = (await world.app.storage.get(`licences/${world.licenceId}.lic`))!.toString('utf8');
      const { machineId } = JSON.parse(Buffer.from(licence.split('.')[1]!, 'base64url').toString('utf8'));
      return {
        url: '/api/license/validate',
        payload: { licence, machineId, clientVersion: '1', platformVersion: '8' },
      };
    },
    expect: everyone(200),
  },
  'GET /api/license/public-key': {
    request: () => ({ url: '/api/license/public-key' }),
    expect: everyone(200),
  },
  'GET /api/license/revocations': {
    request: () => ({ url: '/api/license/revocations' }),
    expect: everyone(200),
  },
};
