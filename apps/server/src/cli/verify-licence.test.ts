import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKeyPem } from '../lib/secrets';
import { LicenceSigner } from '../modules/licences/signing';
import { verifyLicenceCommand } from './verify-licence';

let dir: string;
let signer: LicenceSigner;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verify-licence-'));
  signer = new LicenceSigner(generateSigningKeyPem());
  await writeFile(join(dir, 'public.pem'), signer.describe().publicKeyPem);
  const licence = await signer.sign({
    kind: 'lifetime',
    licenceId: 'lic-1',
    product: 'vwap-lite',
    machineId: 'ABCDEF0123456789',
    email: 'buyer@example.test',
    orderId: 'order-1',
    issuedAt: new Date().toISOString(),
    expiresAt: null,
    updatesUntil: null,
  });
  await writeFile(join(dir, 'good.lic'), licence);
  const changed = licence[40] === 'A' ? 'B' : 'A';
  await writeFile(join(dir, 'bad.lic'), `${licence.slice(0, 40)}${changed}${licence.slice(41)}`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(args: string[], env: { PORT?: string } = {}) {
  const lines: string[] = [];
  const code = await verifyLicenceCommand(
    args,
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
    env,
  );
  return { code, text: lines.join('\n') };
}

describe('npm run verify-licence', () => {
  it('prints VALID and the licence facts for a good file', async () => {
    const result = await run([
      join(dir, 'good.lic'),
      '--key',
      join(dir, 'public.pem'),
      '--machine',
      'abcdef0123456789',
    ]);
    expect(result.code).toBe(0);
    expect(result.text).toContain('VALID licence lic-1');
    expect(result.text).toContain('product: vwap-lite');
  });

  it('exits 1 for a changed file, another machine or another key', async () => {
    expect((await run([join(dir, 'bad.lic'), '--key', join(dir, 'public.pem')])).code).toBe(1);
    const machine = await run([
      join(dir, 'good.lic'),
      '--key',
      join(dir, 'public.pem'),
      '--machine',
      'FFFFFFFF',
    ]);
    expect(machine).toEqual({ code: 1, text: 'INVALID: issued for machine ABCDEF0123456789, not FFFFFFFF' });
    await writeFile(
      join(dir, 'other.pem'),
      new LicenceSigner(generateSigningKeyPem()).describe().publicKeyPem,
    );
    expect((await run([join(dir, 'good.lic'), '--key', join(dir, 'other.pem')])).code).toBe(1);
  });

  it('refuses a licence named by a signed revocation list, and a list signed with another key', async () => {
    const list = await signer.signRevocations({ issuedAt: new Date().toISOString(), revoked: ['lic-1'] });
    await writeFile(join(dir, 'revocations.json'), JSON.stringify({ list, keyId: signer.keyId }));
    const args = [join(dir, 'good.lic'), '--key', join(dir, 'public.pem'), '--revocations'];
    const revoked = await run([...args, join(dir, 'revocations.json')]);
    expect(revoked.code).toBe(1);
    expect(revoked.text).toMatch(/^INVALID: revoked \(revocation list of /);
    const other = await new LicenceSigner(generateSigningKeyPem()).signRevocations({
      issuedAt: new Date().toISOString(),
      revoked: [],
    });
    await writeFile(join(dir, 'forged.jws'), other);
    expect((await run([...args, join(dir, 'forged.jws')])).code).toBe(1);
    const clean = await signer.signRevocations({ issuedAt: new Date().toISOString(), revoked: ['lic-2'] });
    await writeFile(join(dir, 'clean.jws'), clean);
    expect((await run([...args, join(dir, 'clean.jws')])).code).toBe(0);
  });

  it('with --product and --released, refuses another product and a build its updates do not include', async () => {
    const key = ['--key', join(dir, 'public.pem')];
    const product = await run([join(dir, 'good.lic'), ...key, '--product', 'vwap-pro']);
    expect(product).toEqual({ code: 1, text: 'INVALID: issued for product vwap-lite, not vwap-pro' });
    const updates = await signer.sign({
      kind: 'lifetime',
      licenceId: 'lic-3',
      product: 'vwap-lite',
      machineId: 'ABCDEF0123456789',
      email: 'buyer@example.test',
      orderId: 'order-3',
      issuedAt: new Date().toISOString(),
      expiresAt: null,
      updatesUntil: '2026-01-01T00:00:00.000Z',
    });
    await writeFile(join(dir, 'updates.lic'), updates);
    const args = [join(dir, 'updates.lic'), ...key, '--product', 'vwap-lite', '--released'];
    expect((await run([...args, '2025-12-31'])).code).toBe(0);
    const late = await run([...args, '2026-02-01']);
    expect(late.code).toBe(1);
    expect(late.text).toContain('released after the updates it includes');
  });

  it('with --product, takes the build a licence names as well as its product, and names both when refusing', async () => {
    const key = ['--key', join(dir, 'public.pem')];
    const lite = await signer.sign({
      kind: 'lifetime',
      licenceId: 'lic-4',
      product: 'vwap-lite',
      machineId: 'ABCDEF0123456789',
      email: 'buyer@example.test',
      orderId: 'order-4',
      issuedAt: new Date().toISOString(),
      expiresAt: null,
      updatesUntil: null,
      build: 'vwap',
      edition: 'lite',
      features: '',
      seats: 1,
    });
    await writeFile(join(dir, 'build.lic'), lite);
    expect((await run([join(dir, 'build.lic'), ...key, '--product', 'vwap'])).code).toBe(0);
    expect((await run([join(dir, 'build.lic'), ...key, '--product', 'vwap-lite'])).code).toBe(0);
    expect(await run([join(dir, 'build.lic'), ...key, '--product', 'vwap-pro'])).toEqual({
      code: 1,
      text: 'INVALID: issued for product vwap-lite (build vwap), not vwap-pro',
    });
  });

  it('without --key or --url, fetches the key from the shop running at PORT', async () => {
    const shop = createServer((request, response) => {
      const known = request.url === '/api/license/public-key';
      response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      response.end(known ? JSON.stringify(signer.describe()) : '{}');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = shop.address() as AddressInfo;
      const result = await run([join(dir, 'good.lic')], { PORT: String(port) });
      expect(result.text).toContain('VALID licence lic-1');
    } finally {
      shop.close();
    }
  });

  it('exits 2 with the usage on wrong arguments', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['a', '--nope'])).text).toContain('Usage');
  });
});
