import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureAdmin, seedCatalog } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seedOnEmpty) {
    const inserted = await seedCatalog(app.db, app.storage);
    if (inserted > 0) app.log.info({ inserted }, 'catalogue seeded');
    const admin = await ensureAdmin(app.db, config.admin, app.log);
    if (admin?.generatedPassword) {
      // Printed once, on the console only: it is not stored anywhere in clear.
      process.stdout.write(
        `\nAdmin account created: ${admin.email}\nGenerated password (shown once): ${admin.generatedPassword}\n\n`,
      );
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nShop running at ${config.publicUrl}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
