// Playwright's webServer: the real shop with the built web app, a fresh database and a known admin account.
import { startShop } from '../scripts/shop-process.mjs';

const { child } = await startShop({
  port: Number(process.env.E2E_PORT ?? 4173),
  env: { ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'e2e-admin-password-42' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
