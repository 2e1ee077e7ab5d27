import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { myMachinesResponseSchema, USER_CODE_ALPHABET } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAuthorizations, products, seatActivations } from '../../src/lib/db/schema';
import { checkoutModule } from '../../src/modules/checkout';
import { leasesModule } from '../../src/modules/leases';
import { licencesModule } from '../../src/modules/licences';
import { hashCode } from '../../src/modules/licences/device/codes';
import { type Catalogue, catalogue } from '../helpers/checkout';
import { decide } from '../helpers/devices';
import { buyerWithFreeOrder, HEX } from '../helpers/licences';
import { createModuleTestApp } from '../module-app';
import type { TestApp } from '../test-app';

const RUN_SH = resolve(import.meta.dirname, '../../../../clients/ninjascript/test/run.sh');
const CODE = new RegExp(`[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}`);

let ctx: TestApp;
let shop: Catalogue;
let dir: string;
let shopUrl: string;
beforeAll(async () => {
  // The device and licence routes, the free checkout that makes a buyer, the leases its order reports to.
  ctx = await createModuleTestApp([licencesModule, checkoutModule, leasesModule], {
    MAIL_WORKER_ENABLED: 'false',
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  shopUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  shop = await catalogue(ctx);
  dir = await mkdtemp(join(tmpdir(), 'ninjascript-signin-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await ctx.close();
});

/**
 * Runs the client's test program on `table`, calling `onShow(name, message)` for each message the client shows
 * the buyer (its "SHOW name|message" lines) while it runs: the test acts there as the buyer on the shop.
 */
async function runClient(table: string[], onShow: (name: string, message: string) => Promise<void>) {
  const tableFile = join(dir, `signin-${Date.now()}.tsv`);
  await writeFile(tableFile, `${table.join('\n')}\n`);
  const child = spawn('bash', [RUN_SH, tableFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let partial = '';
  const actions: Promise<void>[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const shown = /^SHOW ([^|]+)\|(.*)$/.exec(line);
      if (shown) actions.push(onShow(shown[1]!, shown[2]!));
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  // A bound on a hang, not a measurement: the client's own polls wait 5 s each.
  const timer = setTimeout(() => child.kill(), 240_000);
  await new Promise((exited) => child.on('close', exited));
  clearTimeout(timer);
  await Promise.all(actions);
  expect(stderr).toBe('');
  expect(stdout).not.toContain('FAIL ');
  expect(stdout).toMatch(/^\d+ passed, 0 failed$/m);
  return stdout;
}

describe('the NinjaScript client signs in from the indicator against a running shop (RFC 8628)', () => {
  it('approved, refused for full seats then accepted once a machine is freed, denied, expired, and offline within its grace', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const product = buyer.product.slug;
    const machines = { desk: HEX(0x48001), laptop: HEX(0x48002), vps: HEX(0x48003) };
    const decisions: Record<string, number[]> = {};
    const record = async (name: string, code: string, decision: 'approve' | 'deny') => {
      const response = await decide(ctx, buyer.auth, code, decision);
      decisions[name] = [...(decisions[name] ?? []), response.statusCode];
    };
    const freeDesk = async () => {
      const listed = myMachinesResponseSchema.parse(
        (await ctx.app.inject({ url: '/api/device/machines', headers: buyer.auth })).json(),
      );
      const desk = listed.products[0]!.machines.find((machine) => machine.machineId === machines.desk)!;
      const freed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/device/machines/${desk.id}`,
        headers: buyer.auth,
      });
      expect(freed.statusCode).toBe(204);
    };
    const seen = new Set<string>();
    const prompts: string[] = [];
    const onShow = async (name: string, message: string) => {
      // The program's own scripted sign-ins talk to no shop.
      if (name.startsWith('scripted')) return;
      const code = CODE.exec(message)?.[0];
      if (code) prompts.push(message);
      if (name === 'vps seatsFull' && message.includes('Free a machine')) {
        // The indicator told the buyer to free a machine: they free the desk on the shop and approve again.
        await freeDesk();
        const codes = [...seen]
          .filter((entry) => entry.startsWith('vps seatsFull '))
          .map((entry) => entry.split(' ')[2]!);
        await record(name, codes[0]!, 'approve');
        return;
      }
      if (!code || seen.has(`${name} ${code}`)) return;
      seen.add(`${name} ${code}`);
      if (name === 'deny') await record(name, code, 'deny');
      else if (name === 'expire') {
        // Its 10 minutes are over on the shop's clock.
        await ctx.app.db
          .update(deviceAuthorizations)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(deviceAuthorizations.userCodeHash, hashCode(code)));
      } else await record(name, code, 'approve');
    };

    // The product is one edition of a shared build: the VPS signs in for it and keeps its file for the build.
    await ctx.app.db
      .update(products)
      .set({ licenceBuild: 'signin-build', licenceFeatures: ['delta-ladder'] })
      .where(eq(products.id, buyer.product.id));
    const signin = (
      name: string,
      expected: string,
      machine: string,
      machineName: string,
      culture = 'en-US',
      build: string[] = [],
    ) => ['signin', name, expected, product, machine, shopUrl, machineName, culture, ...build].join('\t');
    const stdout = await runClient(
      [
        `key\t${ctx.app.licences.signer.describe().jwk.x}`,
        signin('desk', 'approved', machines.desk, 'Desk'),
        signin('laptop', 'approved', machines.laptop, 'Portable', 'fr-FR'),
        signin('vps seatsFull', 'approved', machines.vps, 'VPS', 'en-US', ['signin-build', 'delta-ladder']),
        ['checkin', 'desk freed', 'revoked', product, machines.desk, shopUrl].join('\t'),
        ['checkin', 'laptop', 'valid', product, machines.laptop, shopUrl].join('\t'),
        signin('deny', 'denied', HEX(0x48004), 'Borrowed PC'),
        signin('expire', 'expired', HEX(0x48005), 'Late PC'),
        ['grace', 'laptop', product, machines.laptop].join('\t'),
      ],
      onShow,
    );

    for (const name of ['desk', 'laptop', 'vps seatsFull', 'deny', 'expire']) {
      expect(stdout).toContain(`PASS signin ${name}: shows the code and the shop's /activate address`);
    }
    expect(stdout).toContain('PASS signin desk ends approved');
    expect(stdout).toContain('PASS signin desk: a seat file of this machine, signed by the shop');
    expect(stdout).toContain('PASS signin vps seatsFull: showed the shop');
    expect(stdout).toContain('PASS signin vps seatsFull ends approved');
    expect(stdout).toContain('PASS signin vps seatsFull: kept for build signin-build, granting delta-ladder');
    expect(stdout).toContain('PASS checkin desk freed ends revoked');
    expect(stdout).toContain("PASS checkin laptop: the shop's fresh seat file was saved");
    expect(stdout).toContain('PASS signin deny ends denied');
    expect(stdout).toContain('PASS signin expire ends expired');
    expect(stdout).toContain('PASS grace laptop: a day past its validity');
    expect(stdout).toContain('PASS grace laptop: past its offline grace it is expired');
    expect(stdout).toContain('PASS scripted: polls every interval, 5 s more after slow_down');
    // Each prompt names the shop's /activate page, in the machine's language.
    const activate = `${ctx.app.licences.config.publicUrl}/activate`;
    expect(prompts.filter((prompt) => !prompt.includes(activate))).toEqual([]);
    expect(prompts.filter((prompt) => prompt.includes('saisissez le code')).length).toBeGreaterThan(0);
    // The third machine was refused while two held the seat, then accepted once the desk was freed.
    expect(decisions).toEqual({ desk: [200], laptop: [200], 'vps seatsFull': [409, 200], deny: [200] });

    // The shop holds the laptop and the VPS, each with the name and NinjaTrader version the client sent.
    const live = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(eq(seatActivations.userId, buyer.user.id));
    const held = live
      .filter((row) => row.releasedAt === null)
      .map((row) => [row.machineName, row.platformVersion]);
    expect(held.sort()).toEqual([
      ['Portable', '8.1.4.1'],
      ['VPS', '8.1.4.1'],
    ]);
  }, 300_000);
});
