import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLicenceCommand } from '../../src/cli/verify-licence';
import { licenceChecks, licenceRequests } from '../../src/lib/db/schema';
import { generateSigningKeyPem } from '../../src/lib/secrets';
import { LicenceSigner } from '../../src/modules/licences/signing';
import { CLIENT_DIR, vendorKitFiles } from '../../src/modules/licences/vendor-kit';
import { createUser } from '../fixtures';
import { type Catalogue, catalogue } from '../helpers/checkout';
import { liveLicenceWithFile } from '../helpers/licences';
import { unmarkOrder } from '../helpers/order-lifecycle';
import { createTestApp, type TestApp } from '../test-app';
import { claimsOf, cliVerdict, type LicenceCase, offlineCases } from './cases';
import { entitlementCases } from './entitlement-cases';

const DAY = 86_400_000;
const RUN_SH = resolve(import.meta.dirname, '../../../../clients/ninjascript/test/run.sh');

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
let dir: string;
let shopUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  shopUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
  dir = await mkdtemp(join(tmpdir(), 'ninjascript-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await ctx.close();
});

/** A genuine file of the licence that has a day left of its 30: the client asks the shop for a fresh one. */
async function nearlyEnded(file: string, id: string) {
  const claims = claimsOf(file);
  const now = Date.now();
  const expiresAt = new Date(now + DAY);
  // The shop decides from its own record whether to sign again: it too must think the file nearly ended.
  await ctx.app.db.update(licenceRequests).set({ expiresAt }).where(eq(licenceRequests.id, id));
  return ctx.app.licences.signer.sign({
    ...claims,
    issuedAt: new Date(now - 29 * DAY).toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
}

const row = (kind: string, c: LicenceCase, now: string, shopUrlOrMode = '', problem?: string) =>
  [
    kind,
    c.name,
    c.expected,
    c.product,
    c.machine,
    now,
    c.released,
    c.file,
    shopUrlOrMode,
    ...(problem ? [problem] : []),
  ].join('\t');

/** `npm run verify-licence` judges the case's file, as an indicator of `product` on `machine` would, as the case expects. */
async function expectCliVerdict(
  c: Pick<LicenceCase, 'name' | 'expected' | 'file' | 'machine' | 'product' | 'released'>,
) {
  const keyFile = join(dir, 'public.pem');
  await writeFile(keyFile, ctx.app.licences.signer.describe().publicKeyPem);
  const licence = join(dir, 'case.lic');
  await writeFile(licence, c.file);
  const lines: string[] = [];
  const args = [licence, '--key', keyFile, '--machine', c.machine, '--product', c.product];
  const code = await verifyLicenceCommand([...args, '--released', c.released], {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  expect({ case: c.name, verdict: cliVerdict(code, lines.join('\n')) }).toEqual({
    case: c.name,
    verdict: c.expected,
  });
}

/** Runs the client's test program on a case table; its whole output. */
async function runClient(table: string[]) {
  const tableFile = join(dir, `cases-${Date.now()}.tsv`);
  await writeFile(tableFile, `${table.join('\n')}\n`);
  // Asynchronously: the shop answering the client's refreshes runs in this very process.
  const run = await promisify(execFile)('bash', [RUN_SH, tableFile], { timeout: 60_000 }).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  expect(run.stderr).toBe('');
  expect(run.stdout).not.toContain('FAIL ');
  expect(run.stdout).toMatch(/^\d+ passed, 0 failed$/m);
  return run.stdout;
}

/**
 * A shop that answers every check-in the same hostile way, `answers[mode]` for a path starting `/<mode>/`:
 * the client is pointed at `<url>/<mode>`.
 */
async function hostileShop(answers: Record<string, (reply: import('node:http').ServerResponse) => void>) {
  const server: Server = createServer((request, reply) => {
    request.resume();
    answers[request.url!.split('/')[1]!]?.(reply);
  });
  await new Promise<void>((started) => server.listen(0, '127.0.0.1', started));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the NinjaScript client and the verify-licence CLI read one table of licence files the shop issued', () => {
  it('gives each case the same verdict in both, and refreshes online against the running shop', async () => {
    const valid = await liveLicenceWithFile(ctx, shop, admin.auth);
    const cases = await offlineCases(
      valid.file,
      ctx.app.licences.signer,
      new LicenceSigner(generateSigningKeyPem()),
    );

    for (const c of cases) await expectCliVerdict(c);

    const fresh = await liveLicenceWithFile(ctx, shop, admin.auth);
    const revoked = await liveLicenceWithFile(ctx, shop, admin.auth);
    const revokedFile = await nearlyEnded(revoked.file, revoked.id);
    await unmarkOrder(ctx.app, revoked.orderId);
    const now = new Date().toISOString();
    const released = cases[0]!.released;
    const expiredFile = cases.find((c) => c.name === 'expired')!.file;
    const online = (name: string, expected: string, file: string, mode: string) => {
      const { product, machineId } = claimsOf(file);
      return row('online', { name, expected, file, product, machine: machineId, released }, now, mode);
    };
    const onlineRows = [
      online('fresh', 'valid', await nearlyEnded(fresh.file, fresh.id), shopUrl),
      online('revoked', 'revoked', revokedFile, shopUrl),
      // A shop that accepts the connection and never answers: the client gives up within its timeout.
      online('unreachable, file expired', 'expired', expiredFile, 'unreachable'),
      online('unreachable, file still valid', 'valid', valid.file, 'unreachable'),
    ];
    const table = [
      `key\t${ctx.app.licences.signer.describe().jwk.x}`,
      ...cases.map((c) => row('offline', c, now)),
      ...onlineRows,
    ];
    const stdout = await runClient(table);
    for (const c of cases) expect(stdout).toContain(`PASS case ${c.name} is ${c.expected}`);
    expect(stdout).toContain('PASS online fresh: a new file was saved');
    expect(stdout).toContain('PASS online fresh: the next session runs on the saved file');
    expect(stdout).toContain('PASS online revoked ends revoked');
    expect(stdout).toContain('PASS online unreachable, file expired ends expired');
    expect(stdout).toContain('PASS a 50 MB licence file is tooLarge');
    expect(stdout).toContain('PASS a pasted licence over 64 KB is tooLarge');

    // The shop signed the fresh file: its record moved a validity period on.
    const [stored] = await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, fresh.id));
    expect(stored!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 20 * DAY);
    // And recorded the client's check-in with the versions it sent.
    const [checkIn] = await ctx.app.db
      .select()
      .from(licenceChecks)
      .where(eq(licenceChecks.licenceId, fresh.id));
    expect(checkIn).toMatchObject({ clientVersion: 'test', platformVersion: '8.1.4.1', lastReason: 'valid' });
  }, 90_000);

  it('keeps its valid file and says why when a shop answers a check-in with something hostile', async () => {
    const live = await liveLicenceWithFile(ctx, shop, admin.auth);
    const current = await nearlyEnded(live.file, live.id);
    const claims = claimsOf(current);
    const now = Date.now();
    const renewed = {
      ...claims,
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 30 * DAY).toISOString(),
    };
    const signer = ctx.app.licences.signer;
    const json = (body: unknown) => (reply: import('node:http').ServerResponse) =>
      reply.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const genuine = { reason: 'valid', licence: await signer.sign(renewed) };
    const hostile = await hostileShop({
      // A genuine fresh file, padded past 64 KB and sent in chunks (no length announced): not read.
      oversized: (reply) => {
        reply.writeHead(200, { 'content-type': 'application/json' });
        reply.write(`{"reason":"valid","licence":"${genuine.licence}","pad":"`);
        for (let chunk = 0; chunk < 100; chunk++) reply.write('x'.repeat(1024));
        reply.end('"}');
      },
      malformed: (reply) => reply.writeHead(200).end('{"reason":"valid","licence":'),
      badSignature: json({
        reason: 'valid',
        licence: await new LicenceSigner(generateSigningKeyPem()).sign(renewed),
      }),
      otherMachine: json({
        reason: 'valid',
        licence: await signer.sign({ ...renewed, machineId: 'F'.repeat(32) }),
      }),
      otherProduct: json({
        reason: 'valid',
        licence: await signer.sign({ ...renewed, product: 'another-indicator', build: 'another-indicator' }),
      }),
      // The genuine fresh file, after the client's 3 s timeout.
      slow: (reply) => setTimeout(() => json(genuine)(reply), 6_000),
    });
    try {
      const at = new Date(now).toISOString();
      const released = new Date(now - 30 * DAY).toISOString();
      const modes: [string, string][] = [
        ['oversized', 'answerTooLarge'],
        ['malformed', 'answerMalformed'],
        ['badSignature', 'fileRefused'],
        ['otherMachine', 'fileRefused'],
        ['otherProduct', 'fileRefused'],
        ['slow', 'unreachable'],
      ];
      const base = {
        expected: 'valid',
        file: current,
        product: claims.product,
        machine: claims.machineId,
        released,
      };
      const stdout = await runClient([
        `key\t${signer.describe().jwk.x}`,
        ...modes.map(([mode, problem]) =>
          row('online', { ...base, name: mode }, at, `${hostile.url}/${mode}`, problem),
        ),
      ]);
      for (const [mode, problem] of modes) {
        expect(stdout).toContain(`PASS online ${mode} ends valid`);
        expect(stdout).toContain(`PASS hostile ${mode}: refused as ${problem}`);
        expect(stdout).toContain(`PASS hostile ${mode}: the current file is kept and nothing saved`);
        expect(stdout).toContain(`PASS hostile ${mode}: says why in English and French`);
      }
      expect(stdout).toContain('PASS hostile oversized: names the 64 KB cap');
    } finally {
      hostile.server.closeAllConnections();
      await new Promise((closed) => hostile.server.close(closed));
    }
  }, 90_000);

  it('reads what each licence grants: one build accepts Lite and Premium, HasFeature, edition, seats; older files too', async () => {
    const { cases, machineOf } = await entitlementCases(ctx, shop, admin.auth);
    const now = new Date().toISOString();
    const released = new Date(Date.now() - 30 * DAY).toISOString();
    const rows = [`key\t${ctx.app.licences.signer.describe().jwk.x}`];
    for (const c of cases) {
      const machine = machineOf(c.file);
      const fields = [c.name, c.expected, c.build, machine, now, released, c.file, c.edition];
      rows.push(['entitled', ...fields, c.granted, c.refused, String(c.seats)].join('\t'));
      // The CLI's --product takes the build as the client does, and judges the file the same.
      await expectCliVerdict({ ...c, machine, product: c.build, released });
    }
    const stdout = await runClient(rows);
    for (const c of cases) expect(stdout).toContain(`PASS entitled ${c.name} is ${c.expected}`);
    expect(stdout).toContain('PASS entitled premium by build: grants delta-ladder');
    expect(stdout).toContain('PASS entitled lite by build: does not grant delta-ladder');
    expect(stdout).toContain('PASS entitled seat: 3 machine(s) at once');
    expect(stdout).toContain('PASS entitled older file by build is wrongProduct');
  }, 90_000);

  it('runs a lease in its grace period saying how many days are left and where to update the card, then stops', async () => {
    const { file } = await liveLicenceWithFile(ctx, shop, admin.auth);
    const claims = claimsOf(file);
    const now = Date.now();
    // A lease's file in grace ends with the grace (docs/licence-verification.md): 3 days minus an hour left.
    const graceUntil = new Date(now + 3 * DAY - 3_600_000).toISOString();
    const lease = await ctx.app.licences.signer.sign({
      ...claims,
      kind: 'lease',
      expiresAt: graceUntil,
      graceUntil,
    });
    const page = 'http://127.0.0.1:9/profile?tab=indicators';
    const released = new Date(now - 30 * DAY).toISOString();
    const grace = (name: string, expected: string, at: number, english: string, french: string) =>
      [
        'leasegrace',
        name,
        expected,
        claims.product,
        claims.machineId,
        new Date(at).toISOString(),
        released,
        lease,
        english,
        french,
      ].join('\t');
    const stdout = await runClient([
      `key\t${ctx.app.licences.signer.describe().jwk.x}`,
      grace(
        'in grace',
        'valid',
        now,
        `Payment failed for ${claims.product}, 3 day(s) left: update your card at ${page}`,
        `Paiement échoué pour ${claims.product}, 3 jour(s) restant(s) : mettez à jour votre carte sur ${page}`,
      ),
      grace(
        'past its end',
        'expired',
        Date.parse(graceUntil) + 60_000,
        `The licence file for ${claims.product} has expired and the shop could not be reached to renew it. Go online, or download it again. Your licences: ${page}`,
        `Le fichier de licence de ${claims.product} a expiré et la boutique n'a pas pu être jointe pour le renouveler. Connectez-vous à Internet, ou téléchargez-le à nouveau. Vos licences : ${page}`,
      ),
    ]);
    for (const name of ['in grace is valid', 'past its end is expired']) {
      expect(stdout).toContain(`PASS grace ${name} (en-US)`);
      expect(stdout).toContain(`PASS grace ${name} (fr-FR)`);
    }
    expect(stdout).not.toContain('FAIL grace');
  }, 90_000);

  it("compiles the back-office's vendor kit (this shop's key and URL filled in) with the sample indicator", async () => {
    const kit = join(dir, 'kit');
    const files = await vendorKitFiles(ctx.app.licences);
    for (const file of files) {
      await mkdir(dirname(join(kit, file.path)), { recursive: true });
      await writeFile(join(kit, file.path), file.content);
    }
    const sources = files.filter((file) => file.path.endsWith('.cs')).map((file) => join(kit, file.path));
    const stubs = join(CLIENT_DIR, 'test', 'stubs', 'NinjaTraderStubs.cs');
    const args = [
      '-nologo',
      '-langversion:7.2',
      '-warnaserror+',
      '-target:library',
      '-r:System.Numerics.dll',
    ];
    // execFile rejects on a compilation error; a warning is one too (-warnaserror+).
    await promisify(execFile)('mcs', [...args, `-out:${join(dir, 'kit.dll')}`, ...sources, stubs]);
    expect((await stat(join(dir, 'kit.dll'))).size).toBeGreaterThan(0);
  });
});
