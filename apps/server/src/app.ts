import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorefrontRenderer } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { stripeSandboxPlugin } from './dev/stripe-sandbox/plugin';
import { authPlugin } from './lib/auth/plugin';
import { type DatabaseHandle, openDatabase } from './lib/db/client';
import { runMigrations } from './lib/db/migrate';
import { databasePlugin } from './lib/db/plugin';
import { registerErrorHandling } from './lib/errors';
import { compressionPlugin } from './lib/http/compression';
import { drainPlugin } from './lib/http/drain';
import { languagePlugin } from './lib/http/language';
import { openApiPlugin } from './lib/http/openapi';
import { loggerOptions, requestIdOf, requestLoggingPlugin } from './lib/http/request-logging';
import { recordRouteTable } from './lib/http/route-table';
import { securityPlugin } from './lib/http/security';
import { spaPlugin } from './lib/http/spa';
import { mailPlugin } from './lib/mail/plugin';
import { metricsPlugin } from './lib/metrics/plugin';
import type { PaymentGateway } from './lib/payments/gateway';
import { paymentsPlugin } from './lib/payments/plugin';
import { loadSecrets } from './lib/secrets';
import { createFileStorage, storagePlugin } from './lib/storage/plugin';
import { signedUrlPlugin } from './lib/storage/signed-url';
import { adminRoutes } from './modules/admin/routes';
import { adminCatalogueRoutes, catalogueImageRoutes } from './modules/admin-catalog/catalogue-routes';
import { adminProductRoutes } from './modules/admin-catalog/routes';
import { adminSellingRoutes } from './modules/admin-catalog/selling-routes';
import { type CatalogueCommitWait, catalogueCachePlugin } from './modules/catalog';
import { catalogRoutes } from './modules/catalog/routes';
import { abandonedOrdersSchedule } from './modules/checkout/expiry';
import { fulfilmentLimitPlugin } from './modules/checkout/fulfilment-limit';
import { checkoutRoutes } from './modules/checkout/routes';
import { sellingRoutes } from './modules/checkout/selling-routes';
import { contactRoutes } from './modules/contact/routes';
import { creditNotePdfsPlugin, creditNoteRoutes } from './modules/credit-notes';
import { downloadsRoutes } from './modules/downloads/routes';
import { filesRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { pdfRendererPlugin } from './modules/invoices/pdf-pool';
import { invoicePdfsPlugin } from './modules/invoices/rendering';
import { invoicesRoutes } from './modules/invoices/routes';
import { leaseGraceMailsPlugin, leaseRoutes } from './modules/leases';
import { licencesPlugin } from './modules/licences/plugin';
import { licenceRoutes } from './modules/licences/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { orderLifecyclePlugin } from './modules/order-lifecycle';
import { ordersRoutes } from './modules/orders/routes';
import { adminRefundRequestRoutes, refundRequestRoutes } from './modules/refund-requests';
import { adminRefundRoutes, refundEventsPlugin } from './modules/refunds';
import { releaseFeedRoutes } from './modules/releases/feed';
import { releaseNoticesPlugin } from './modules/releases/plugin';
import { adminReleaseRoutes, buyerReleaseRoutes } from './modules/releases/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { sellerIdentityPlugin } from './modules/seller-identity';
import { notFoundPage } from './modules/seo/not-found';
import { seoRoutes } from './modules/seo/routes';
import { loadStorefrontRenderer } from './modules/seo/storefront';
import { siteRoutes } from './modules/site/routes';
import { trialMailsPlugin, trialRoutes } from './modules/trials';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { twoFactorPlugin } from './modules/two-factor/secrets';
import { accountRoutes } from './modules/users/account-routes';
import { usersRoutes } from './modules/users/routes';

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens and migrates the one named by the config. */
  database?: DatabaseHandle;
  /** A payment gateway to use instead of Stripe or the built-in sandbox. */
  payments?: PaymentGateway;
  /** Where log lines go instead of stdout (tests capture them to search for secrets). */
  logStream?: DestinationStream;
  /** The web's server render to use instead of the build's (`apps/web/dist-ssr`); tests pass the source's. */
  storefront?: StorefrontRenderer;
  /** The catalogue's commit-wait to use on PostgreSQL (tests pass one on a clock of their own). */
  catalogueCommitWait?: CatalogueCommitWait;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole shop as a Fastify instance without listening, so tests can build as many as they like. */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, dependencies.logStream),
    genReqId: requestIdOf,
    // X-Forwarded-* are believed only behind a proxy that sets them; else any client could pick its IP.
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // The drain plugin answers requests refused while closing, with a translated { code, message }.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('secrets', loadSecrets(config));
  recordRouteTable(app);

  const database = dependencies.database ?? (await openDatabase(config.database));
  if (!dependencies.database) await runMigrations(database);

  await app.register(requestLoggingPlugin);
  await app.register(languagePlugin);
  await app.register(drainPlugin);
  await app.register(compressionPlugin);
  registerErrorHandling(app);
  await app.register(databasePlugin, { handle: database, closeOnShutdown: !dependencies.database });
  await app.register(catalogueCachePlugin, { commitWait: dependencies.catalogueCommitWait });
  await app.register(sellerIdentityPlugin);
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
  await app.register(storagePlugin, { storage: await createFileStorage(config) });
  await app.register(signedUrlPlugin, {
    secret: app.secrets.fileUrls,
  });
  await app.register(paymentsPlugin, { config, gateway: dependencies.payments });
  // The development stand-in for Stripe, only without STRIPE_SECRET_KEY (or a gateway of the tests' own).
  if (app.payments.mode === 'sandbox') await app.register(stripeSandboxPlugin);
  await app.register(pdfRendererPlugin, { threads: config.pdfRenderThreads });
  await app.register(fulfilmentLimitPlugin, { concurrency: config.fulfilmentConcurrency });
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    workerEnabled: config.mail.workerEnabled,
    busy: () => app.fulfilments.running + app.fulfilments.queued > 0,
  });
  await app.register(authPlugin, {
    secret: app.secrets.jwt,
    ttlHours: config.tokenTtlHours,
    requireAdminSecondFactor: config.twoFactor.requiredForAdmins,
  });
  await app.register(licencesPlugin);
  await app.register(orderLifecyclePlugin);
  await app.register(twoFactorPlugin);
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(checkoutRoutes);
      await api.register(sellingRoutes);
      await api.register(ordersRoutes);
      await api.register(invoicesRoutes);
      await api.register(creditNoteRoutes);
      await api.register(filesRoutes);
      await api.register(usersRoutes);
      await api.register(accountRoutes);
      await api.register(twoFactorRoutes);
      await api.register(adminRoutes);
      await api.register(adminRefundRoutes);
      await api.register(refundRequestRoutes);
      await api.register(adminRefundRequestRoutes);
      await api.register(licenceRoutes);
      await api.register(trialRoutes);
      await api.register(leaseRoutes);
      await api.register(siteRoutes);
      await api.register(catalogueImageRoutes);
      await api.register(adminProductRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminSellingRoutes);
      await api.register(downloadsRoutes);
      await api.register(adminReleaseRoutes);
      await api.register(buyerReleaseRoutes);
      await api.register(reviewRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(abandonedOrdersSchedule, { enabled: config.scheduledTasksEnabled });
  await app.register(invoicePdfsPlugin, { sweep: config.scheduledTasksEnabled });
  await app.register(creditNotePdfsPlugin);
  await app.register(refundEventsPlugin);
  await app.register(trialMailsPlugin);
  await app.register(leaseGraceMailsPlugin);
  await app.register(releaseNoticesPlugin);
  await app.register(releaseFeedRoutes);
  const distDir = config.webDistDir ?? defaultWebDist;
  // The server render is built beside the browser's build, outside the folder served to the public.
  const renderer =
    dependencies.storefront ??
    (await loadStorefrontRenderer(join(distDir, '..', 'dist-ssr', 'entry-server.js')));
  await app.register(seoRoutes, { distDir, renderer });
  await app.register(spaPlugin, { distDir, unknownPage: await notFoundPage(app, { distDir, renderer }) });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
