import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorefrontRenderer } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { stripeSandboxPlugin } from './dev/stripe-sandbox/plugin';
import { authPlugin } from './lib/auth/plugin';
import { type DatabaseHandle, openDatabase } from './lib/db/client';
import { runMigrations } from './lib/db/migrate';
import { databasePlugin } from './lib/db/plugin';
import { dueWorkPlugin } from './lib/due-work';
import { registerErrorHandling } from './lib/errors';
import { removeOrphanTemporaryFiles } from './lib/fs/interrupted-writes';
import { accountRateLimitPlugin } from './lib/http/account-rate-limit-plugin';
import { compressionPlugin } from './lib/http/compression';
import { drainPlugin } from './lib/http/drain';
import { languagePlugin } from './lib/http/language';
import { openApiPlugin } from './lib/http/openapi';
import { validatorCompiler } from './lib/http/query-validation';
import { loggerOptions, requestIdOf, requestLoggingPlugin } from './lib/http/request-logging';
import { routeTableRecorder } from './lib/http/route-table';
import { securityPlugin } from './lib/http/security';
import { spaPlugin } from './lib/http/spa';
import { mailPlugin } from './lib/mail/plugin';
import { metricsPlugin } from './lib/metrics/plugin';
import { wallClock } from './lib/payments/clock';
import type { PaymentGateway } from './lib/payments/gateway';
import { paymentsPlugin } from './lib/payments/plugin';
import { loadSecrets } from './lib/secrets';
import { createFileStorage, storagePlugin } from './lib/storage/plugin';
import { signedUrlPlugin } from './lib/storage/signed-url';
import { backOfficeRoutes } from './modules/back-office';
import { shopModules } from './modules/registry';
import { loadStorefrontRenderer, notFoundPage, seoRoutes } from './modules/seo';
import {
  accountForgettersOf,
  inSetupOrder,
  type ModuleContext,
  type ModuleDependencies,
  type ShopModule,
} from './modules/shop-module';

export interface AppDependencies extends ModuleDependencies {
  /** An open, migrated database; when absent the app opens and migrates the one named by the config. */
  database?: DatabaseHandle;
  /** A payment gateway to use instead of Stripe or the built-in sandbox. */
  payments?: PaymentGateway;
  /** Where log lines go instead of stdout (tests capture them to search for secrets). */
  logStream?: DestinationStream;
  /** The web's server render to use instead of the build's (`apps/web/dist-ssr`); tests pass the source's. */
  storefront?: StorefrontRenderer;
  /** The feature modules to compose instead of modules/registry.ts's list (a test hands them shuffled). */
  modules?: readonly ShopModule[];
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole shop as a Fastify instance without listening, so tests can build as many as they like. */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = await composeApp(config, dependencies, dependencies.modules ?? shopModules);
  await registerPages(app, config, dependencies.storefront);
  return app;
}

/**
 * The pages outside /api, after every route: the server-rendered storefront, its sitemap and feeds, the web
 * build's files and the "not found" page. They read the catalogue and the seller's identity, so a test of the
 * pages composes those modules only (test/module-app.ts). `storefront` stands in for the build's server render.
 */
export async function registerPages(
  app: FastifyInstance,
  config: AppConfig,
  storefront?: StorefrontRenderer,
) {
  const distDir = config.webDistDir ?? defaultWebDist;
  // The server render is built beside the browser's build, outside the folder served to the public.
  const renderer =
    storefront ?? (await loadStorefrontRenderer(join(distDir, '..', 'dist-ssr', 'entry-server.js')));
  await app.register(seoRoutes, { distDir, renderer });
  await app.register(spaPlugin, { distDir, unknownPage: await notFoundPage(app, { distDir, renderer }) });
}

/**
 * The infrastructure (logging, language, errors, database, security and rate limits, storage, payments, mail,
 * auth, OpenAPI) and `modules` on it, each after those it needs: the shop less its pages outside /api.
 * buildApp composes every module; a route test of one module composes that module and what it needs
 * (test/module-app.ts), so it does not start the other modules.
 */
export async function composeApp(
  config: AppConfig,
  dependencies: AppDependencies,
  composed: readonly ShopModule[],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, dependencies.logStream),
    genReqId: requestIdOf,
    // X-Forwarded-* are believed only behind a proxy that sets them; else any client could pick its IP.
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // The drain plugin answers requests refused while closing, with a translated { code, message }.
    return503OnClosing: false,
    // Avvio holds each start and close hook to this. Closing waits for in-flight work (the mail worker's
    // message, fulfilments); its default 10 s cut that short on a loaded machine ("Plugin did not start in
    // time" from a close hook, exit 1), while the shutdown's own bound is main.ts's 25 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('secrets', loadSecrets(config));
  const routeTable = routeTableRecorder();
  app.decorate('routeTable', routeTable.table);
  app.addHook('onRoute', routeTable.record);

  const database = dependencies.database ?? (await openDatabase(config.database));
  if (!dependencies.database) await runMigrations(database);

  await app.register(requestLoggingPlugin);
  await app.register(languagePlugin);
  await app.register(drainPlugin);
  await app.register(compressionPlugin);
  registerErrorHandling(app);
  await app.register(databasePlugin, { handle: database, closeOnShutdown: !dependencies.database });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    production: config.env === 'production',
  });
  await app.register(securityPlugin, {
    rateLimitEnabled: config.rateLimitEnabled,
    redisUrl: config.redisUrl,
    extraScriptOrigins: [config.partnerWidgetUrl, config.measurementScriptUrl].flatMap((url) =>
      url ? [new URL(url).origin] : [],
    ),
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(accountRateLimitPlugin);
  const orphans = await removeOrphanTemporaryFiles(config);
  if (orphans.length > 0) app.log.warn({ orphans }, 'removed the temporary files of interrupted writes');
  await app.register(storagePlugin, { storage: await createFileStorage(config) });
  await app.register(signedUrlPlugin, {
    secret: app.secrets.fileUrls,
  });
  await app.register(dueWorkPlugin);
  await app.register(paymentsPlugin, { config, gateway: dependencies.payments });
  // The development stand-in for Stripe, only without STRIPE_SECRET_KEY (or a gateway of the tests' own).
  if (app.payments.mode === 'sandbox') await app.register(stripeSandboxPlugin);
  // Leases run on the provider's time: the sandbox's test clock when it stands in (lib/payments/clock.ts).
  app.decorate('leaseClock', app.stripeSandbox ?? wallClock);
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    workerEnabled: config.mail.workerEnabled,
    // The checkout module's queue, absent when a test composes modules without it.
    busy: () => (app.fulfilments ? app.fulfilments.running + app.fulfilments.queued > 0 : false),
  });
  await app.register(authPlugin, {
    secret: app.secrets.jwt,
    ttlHours: config.tokenTtlHours,
    requireAdminSecondFactor: config.twoFactor.requiredForAdmins,
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  // The feature modules (all of modules/registry.ts's list in the shop), each after those it needs, phase by
  // phase (modules/shop-module.ts says how).
  const modules = inSetupOrder(composed);
  const context: ModuleContext = { config, dependencies };
  app.decorate('accountForgetters', accountForgettersOf(modules));
  for (const { name, setup } of modules) {
    if (setup) await app.register(fp(setup, { name: `${name}-setup` }), context);
  }
  await app.register(
    async (api) => {
      for (const module of modules) for (const routes of module.routes ?? []) await api.register(routes);
      await api.register(backOfficeRoutes, { modules });
    },
    { prefix: '/api' },
  );
  for (const { name, background } of modules) {
    if (background) await app.register(fp(background, { name: `${name}-background` }), context);
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
