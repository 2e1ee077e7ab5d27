import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { licencePublicKeySchema } from '@shop/contracts';
import { CompactSign, compactVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { loadConfig } from '../../config';
import { generateSigningKeyPem, loadSecrets } from '../../lib/secrets';
import { adminUpdateLicence } from './admin-service';
import type { ExportDeps } from './deps';
import { licenceFileLink, requestLicence } from './service';
import { LicenceSigner, verifyLicence } from './signing';

/**
 * Licence files signed by the licences' parts on a database copy without an app, with the key the app's secrets
 * hold and a file validity of 365 days. That the app signs with that key and publishes it is licences.test.ts's.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  const { config } = world();
  deps = {
    ...licenceDeps(world()),
    config: { ...config, licences: { ...config.licences, fileValidityDays: 365 } },
    signer: new LicenceSigner(loadSecrets(config).licenceSigningKeyPem),
  };
});

let machines = 0;
async function approvedLicenceFile() {
  machines += 1;
  const { buyer, product, order } = await paidLine(world().db);
  const body = { productId: product.id, orderId: order.id, machineIdName: `${machineId(machines)}-PC` };
  const created = await requestLicence(deps, callerOf(buyer), body, 'en');
  await adminUpdateLicence(deps, created._id, { status: 'approved' }, 'en', async () => {});
  const { licenseUrl } = await licenceFileLink(deps, callerOf(buyer), created._id);
  const key = new URL(licenseUrl, 'http://shop.test').searchParams.get('key')!;
  const file = (await world().storage.get(key))!.toString('utf8');
  return { file, created, order, product, buyer };
}

describe('Ed25519-signed licence files', () => {
  it('verify with the published public key and carry the licence facts', async () => {
    const { file, created, order, product, buyer } = await approvedLicenceFile();
    const key = licencePublicKeySchema.parse(deps.signer.describe());
    const claims = await verifyLicence(file, key.publicKeyPem);
    expect(claims).toMatchObject({
      licenceId: created._id,
      product: product.slug,
      machineId: machineId(1),
      email: buyer.email,
      orderId: order.id,
    });
    const days = (new Date(claims.expiresAt!).getTime() - new Date(claims.issuedAt).getTime()) / 86_400_000;
    expect(days).toBe(365);
    // The key pair was generated into the data folder the first time the secrets were read.
    const pem = await readFile(join(world().config.dataDir, 'secrets', 'licence-signing-key.pem'), 'utf8');
    expect(new LicenceSigner(pem).keyId).toBe(key.keyId);
  });

  it('fail when any one byte of the file changes', async () => {
    const { file } = await approvedLicenceFile();
    const key = deps.signer.publicKey;
    for (let index = 0; index < file.length; index += 1) {
      const replacement = file[index] === 'A' ? 'B' : 'A';
      const tampered = file.slice(0, index) + replacement + file.slice(index + 1);
      await expect(verifyLicence(tampered, key), `byte ${index}`).rejects.toThrow();
    }
  });

  it('are the compact JWS jose writes and reads, and a header extension the verifier does not know fails', async () => {
    const { file } = await approvedLicenceFile();
    const { protectedHeader } = await compactVerify(file, deps.signer.publicKey, { algorithms: ['EdDSA'] });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'ninja-licence+jws', kid: deps.signer.keyId });

    const pem = generateSigningKeyPem();
    const signer = new LicenceSigner(pem);
    const payload = Buffer.from(file.split('.')[1]!, 'base64url');
    const byJose = await new CompactSign(payload)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'ninja-licence+jws', kid: signer.keyId })
      .sign(createPrivateKey(pem));
    expect(await verifyLicence(byJose, signer.publicKey)).toEqual(
      await verifyLicence(file, deps.signer.publicKey),
    );

    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const critical = `${part({ alg: 'EdDSA', typ: 'ninja-licence+jws', crit: ['exp'], exp: 1 })}.${part(JSON.parse(payload.toString()))}`;
    const signed = `${critical}.${sign(null, Buffer.from(critical), createPrivateKey(pem)).toString('base64url')}`;
    await expect(verifyLicence(signed, signer.publicKey)).rejects.toThrow();
  });

  it('fail with another key, and once expired', async () => {
    const { file } = await approvedLicenceFile();
    const other = new LicenceSigner(generateSigningKeyPem());
    await expect(verifyLicence(file, other.publicKey)).rejects.toThrow();
    const later = new Date(Date.now() + 400 * 86_400_000);
    await expect(verifyLicence(file, deps.signer.publicKey, later)).rejects.toThrow(/expired/);
  });

  it('uses LICENSE_SIGNING_KEY when given, and refuses a key that is not Ed25519', async () => {
    const pem = generateSigningKeyPem();
    const given = loadSecrets(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: world().dataDir,
        VIES_URL: 'off',
        LICENSE_SIGNING_KEY: pem.replaceAll('\n', '\\n'),
      }),
    );
    expect(new LicenceSigner(given.licenceSigningKeyPem).keyId).toBe(new LicenceSigner(pem).keyId);
    expect(new LicenceSigner(given.licenceSigningKeyPem).keyId).not.toBe(deps.signer.keyId);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => new LicenceSigner(rsa.toString())).toThrow(/Ed25519/);
  });
});
