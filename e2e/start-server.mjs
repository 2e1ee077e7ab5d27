// Playwright's webServer: the real shop with the built web app, a fresh database and a known admin account.
import { rmSync } from 'node:fs';
import { startShop } from '../scripts/shop-process.mjs';
import { startViesStandIn } from './vies-stand-in.mjs';

// The data folder the tests know (playwright.config.ts), emptied so every run starts on a fresh database.
const dataDir = process.env.E2E_DATA_DIR;
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

// E2E_DATABASE_URL runs the journeys on PostgreSQL (CI does): that database is made anew too.
const databaseUrl = process.env.E2E_DATABASE_URL;
if (databaseUrl) {
  const { default: pg } = await import('pg');
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`E2E_DATABASE_URL names an unusual database: ${name}`);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

// VIES answers from a local stand-in: the business-buyer journeys see its verdicts, offline.
const vies = await startViesStandIn();

const { child } = await startShop({
  port: Number(process.env.E2E_PORT ?? 4173),
  env: {
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    // Its own embedded PGlite under the data folder, so emptying the folder means a fresh database, even
    // when the caller's DATABASE_URL points the API suite at PostgreSQL (CI runs `npm test` so). E2E_DATABASE_URL
    // runs the journeys on PostgreSQL instead (that database must be fresh); undefined drops the variable.
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password-42',
    // A seller identity of its own (complete: the shop runs in production, where an incomplete one holds
    // invoices back), so the journeys prove the pages read what start-up stored from these variables.
    SELLER_NAME: 'E2E Trading Tools',
    SELLER_LEGAL_FORM: 'SARL',
    SELLER_SHARE_CAPITAL: '5 000 €',
    SELLER_ADDRESS: '3 quai des Pavots, 69002 Lyon, France',
    SELLER_RCS_CITY: 'Lyon',
    SELLER_RCS_NUMBER: '123 456 789',
    SELLER_HOSTING: 'E2E Hosting, 1 rue du Serveur, 59100 Roubaix, France',
    SELLER_SIRET: '123 456 789 00007',
    SELLER_VAT: 'FR32123456789',
    SELLER_PUBLISHER: 'Camille Durand',
    SUPPORT_EMAIL: 'help@e2e-trading.test',
    VIES_URL: vies.url,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  vies.server.close();
  process.exit(code ?? 0);
});
