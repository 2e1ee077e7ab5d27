import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { authPlugin } from './lib/auth/plugin';
import { type DatabaseHandle, openDatabase } from './lib/db/client';
import { runMigrations } from './lib/db/migrate';
import { databasePlugin } from './lib/db/plugin';
import { registerErrorHandling } from './lib/errors';
import { languagePlugin } from './lib/http/language';
import { openApiPlugin } from './lib/http/openapi';
import { securityPlugin } from './lib/http/security';
import { spaPlugin } from './lib/http/spa';
import { mailPlugin } from './lib/mail/plugin';
import type { PaymentGateway } from './lib/payments/gateway';
import { paymentsPlugin } from './lib/payments/plugin';
import { loadOrCreateSecret } from './lib/secrets';
import { storagePlugin } from './lib/storage/plugin';
import { signedUrlPlugin } from './lib/storage/signed-url';
import { LocalFileStorage } from './lib/storage/storage';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contactRoutes } from './modules/contact/routes';
import { filesRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { ordersRoutes } from './modules/orders/routes';
import { usersRoutes } from './modules/users/routes';

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens and migrates the one named by the config. */
  database?: DatabaseHandle;
  /** A payment gateway to use instead of Stripe or the built-in sandbox. */
  payments?: PaymentGateway;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole shop as a Fastify instance without listening, so tests can build as many as they like. */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database = dependencies.database ?? (await openDatabase(config.database));
  if (!dependencies.database) await runMigrations(database);

  await app.register(languagePlugin);
  registerErrorHandling(app);
  await app.register(databasePlugin, { handle: database, closeOnShutdown: !dependencies.database });
  await app.register(securityPlugin, {
    rateLimitEnabled: config.rateLimitEnabled,
    redisUrl: config.redisUrl,
    extraScriptOrigins: config.partnerWidgetUrl ? [new URL(config.partnerWidgetUrl).origin] : [],
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(storagePlugin, { storage: new LocalFileStorage(`${config.dataDir}/files`) });
  await app.register(signedUrlPlugin, {
    secret: loadOrCreateSecret(config.dataDir, 'file-url-secret', undefined),
  });
  await app.register(paymentsPlugin, { config, gateway: dependencies.payments });
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    workerEnabled: config.mail.workerEnabled,
  });
  await app.register(authPlugin, {
    secret: loadOrCreateSecret(config.dataDir, 'jwt-secret', config.jwtSecret),
    ttlHours: config.tokenTtlHours,
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(checkoutRoutes);
      await api.register(ordersRoutes);
      await api.register(invoicesRoutes);
      await api.register(filesRoutes);
      await api.register(usersRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { distDir: config.webDistDir ?? defaultWebDist });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
