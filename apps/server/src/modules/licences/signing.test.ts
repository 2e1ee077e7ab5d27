import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { licencePublicKeySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { generateSigningKeyPem } from '../../lib/secrets';
import { LicenceSigner, verifyLicence } from './signing';

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', LICENSE_FILE_VALIDITY_DAYS: '365' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

let machines = 0;
async function approvedLicenceFile() {
  machines += 1;
  const admin = await createUser(ctx.app, { isAdmin: true });
  const { auth, orderId, product, user } = await buyerWithFreeOrder(ctx, shop);
  const created = (
    await requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(machines)}-PC` })
  ).json();
  await adminSetStatus(ctx, admin.auth, created._id, 'approved');
  const { licenseUrl } = (
    await ctx.app.inject({ url: `/api/license/requests/${created._id}/file`, headers: auth })
  ).json();
  const file = (await ctx.app.inject({ url: licenseUrl })).body;
  return { file, created, orderId, product, user };
}

describe('Ed25519-signed licence files', () => {
  it('verify with the published public key and carry the licence facts', async () => {
    const { file, created, orderId, product, user } = await approvedLicenceFile();
    const key = licencePublicKeySchema.parse(
      (await ctx.app.inject({ url: '/api/license/public-key' })).json(),
    );
    const claims = await verifyLicence(file, key.publicKeyPem);
    expect(claims).toMatchObject({
      licenceId: created._id,
      product: product.slug,
      machineId: HEX(1),
      email: user.email,
      orderId,
    });
    const days = (new Date(claims.expiresAt!).getTime() - new Date(claims.issuedAt).getTime()) / 86_400_000;
    expect(days).toBe(365);
    // The key pair was generated into the data folder on first start.
    const pem = await readFile(join(ctx.config.dataDir, 'secrets', 'licence-signing-key.pem'), 'utf8');
    expect(new LicenceSigner(pem).keyId).toBe(key.keyId);
  });

  it('fail when any one byte of the file changes', async () => {
    const { file } = await approvedLicenceFile();
    const key = ctx.app.licences.signer.publicKey;
    for (let index = 0; index < file.length; index += 1) {
      const replacement = file[index] === 'A' ? 'B' : 'A';
      const tampered = file.slice(0, index) + replacement + file.slice(index + 1);
      await expect(verifyLicence(tampered, key), `byte ${index}`).rejects.toThrow();
    }
  });

  it('fail with another key, and once expired', async () => {
    const { file } = await approvedLicenceFile();
    const other = new LicenceSigner(generateSigningKeyPem());
    await expect(verifyLicence(file, other.publicKey)).rejects.toThrow();
    const later = new Date(Date.now() + 400 * 86_400_000);
    await expect(verifyLicence(file, ctx.app.licences.signer.publicKey, later)).rejects.toThrow(/expired/);
  });

  it('uses LICENSE_SIGNING_KEY when given, and refuses a key that is not Ed25519', async () => {
    const pem = generateSigningKeyPem();
    const given = await createTestApp({ LICENSE_SIGNING_KEY: pem.replaceAll('\n', '\\n') });
    try {
      expect(given.app.licences.signer.keyId).toBe(new LicenceSigner(pem).keyId);
    } finally {
      await given.close();
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => new LicenceSigner(rsa.toString())).toThrow(/Ed25519/);
  });
});
