import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BillingBody, SignUpConfirmAnswer } from '@shop/contracts';
import { startShop } from '../scripts/shop-process.mjs';

/** What a bench needs of its shop: the port, the data folder both starts share, and the rest of its env. */
export interface BenchShop {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}

const billing: BillingBody = {
  billingName: 'Bench Buyer',
  billingAddress: '1 rue de la Paix',
  billingZip: '75002',
  billingCity: 'Paris',
  billingCountry: 'FR',
};

/** The quoted-printable line breaks and `=3D` of an .eml body undone, enough to read a link's token. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

async function confirmLinkTo(outbox: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.eml'),
    )) {
      const raw = unfolded(await readFile(join(outbox, name), 'utf8'));
      const token = raw.includes(`To: ${email}`) && /\/confirm-signup\?token=([\w.-]+)/.exec(raw)?.[1];
      if (token) return token;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no sign-up link for ${email} in ${outbox} within 30 s`);
}

/**
 * A buyer account made as a buyer makes one (docs/rules/accounts.md): the sign-up, the link its e-mail
 * carries, then its confirmation; answers the session token. The shop runs for this alone, with its mail
 * worker, on the data folder (and database) the measured run then opens with the worker off, so that no
 * e-mail is sent while the bench measures; the token stays valid, its secret being in that folder.
 */
export async function benchBuyer(shop: BenchShop, email: string, password: string): Promise<string> {
  const { child, baseUrl } = await startShop({
    port: shop.port,
    stdio: 'ignore',
    env: { ...shop.env, DATA_DIR: shop.dataDir, MAIL_WORKER_ENABLED: 'true' },
  });
  try {
    const send = (path: string, body: unknown, method = 'POST', token?: string) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const asked = await send('/users/signup', { name: 'Bench Buyer', email, password });
    if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}: ${await asked.text()}`);
    const link = await confirmLinkTo(join(shop.dataDir, 'outbox'), email);
    const confirmed = await send('/users/signup/confirm', { token: link });
    if (confirmed.status !== 201)
      throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
    const { token } = (await confirmed.json()) as SignUpConfirmAnswer;
    // A paid checkout needs the invoice's name and address (docs/rules/checkout.md).
    const billed = await send('/users/billing', billing, 'PUT', token);
    if (billed.status !== 200) throw new Error(`billing answered ${billed.status}: ${await billed.text()}`);
    return token;
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}
