import { buildApp } from './app';
import { adminCredentialsBlock } from './cli/admin-credentials';
import { ConfigError, loadConfig } from './config';
import { explainingDamage } from './lib/db/damaged';
import { dataFolderExposure, lockDataFolder } from './lib/fs/data-folder-lock';
import { StartupError } from './lib/startup-error';
import { ensureAdmin } from './modules/users';
import { seedCatalog } from './seed/seed';

/** Longer than a load balancer's usual drain, shorter than an orchestrator's kill grace period (30 s). */
const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // PostgreSQL serves many processes; a PGlite folder (and the files beside it) one at a time.
  if (config.database.kind === 'pglite')
    lockDataFolder(config.dataDir, `the shop server on port ${config.port}`);
  const app = await explainingDamage(config.database, () => buildApp(config));
  const exposure = dataFolderExposure(config.dataDir);
  if (exposure) app.log.warn(exposure);
  if (config.env === 'production' && config.database.kind === 'pglite') {
    app.log.warn(
      'PGlite does not fsync its commits: a power cut can lose the last payments. Set DATABASE_URL (PostgreSQL) to sell.',
    );
  }
  if (config.seedOnEmpty) {
    const inserted = await seedCatalog(app.db, app.storage);
    if (inserted > 0) app.log.info({ inserted }, 'catalogue seeded');
    const admin = await ensureAdmin(app.db, config.admin, app.log);
    if (admin?.generatedPassword) {
      // Printed once, framed on the console and never in a log line: it is not stored anywhere in clear.
      process.stdout.write(`\n${adminCredentialsBlock('created', admin.email, admin.generatedPassword)}\n\n`);
    }
  }
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      // Fastify stops accepting, lets in-flight requests (webhooks included) answer, then the onClose
      // hooks stop the mail worker after its current message and close the database.
      const force = setTimeout(() => {
        app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nShop running at ${config.publicUrl}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
