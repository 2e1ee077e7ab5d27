import { pageLinks } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerScheduledTask } from '../../lib/schedule';
import { sendLicenceDigests } from './alerts';
import { LicenceDeliveryQueue } from './delivery';
import type { ExportDeps } from './deps';
import { releaseIdleMachines } from './device/activations';
import { deleteStaleAuthorizations } from './device/authorizations';
import { EmailLicenceExporter, HttpLicenceExporter, type LicenceExporter } from './exporter';
import { LicenceSigner } from './signing';

const DIGEST_EVERY_MS = 60 * 60_000;
/** Idle seat machines are freed within the hour past their limit (days): an hourly sweep is plenty. */
const SEAT_SWEEP_EVERY_MS = 60 * 60_000;

/** The licences' named parts (deps.ts), which the routes hand their services, and the delivery queue. */
export interface LicenceServices extends ExportDeps {
  /** E-mail always (docs/rules/licences.md: export e-mails the buyer); HTTP as well when LICENSE_EXPORT_URL is set. */
  exporters: LicenceExporter[];
  /** The HTTP delivery queue, when LICENSE_EXPORT_URL is set. */
  deliveries: LicenceDeliveryQueue | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    licences: LicenceServices;
  }
}

/** `app.licences`: the app's parts the services reach, the signer (key from `app.secrets`), exporters, worker. */
export const licencesPlugin = fp(
  async (app: FastifyInstance, options: { trialClock: () => Date }) => {
    const { config } = app;
    const signer = new LicenceSigner(app.secrets.licenceSigningKeyPem);
    const exporters: LicenceExporter[] = [
      new EmailLicenceExporter(app.mail, `${config.publicUrl}${pageLinks.profileTab('indicators')}`, () =>
        app.sellerIdentity.current(),
      ),
    ];
    let deliveries: LicenceDeliveryQueue | undefined;
    if (config.licences.exportUrl) {
      exporters.push(new HttpLicenceExporter());
      deliveries = new LicenceDeliveryQueue({
        db: app.db,
        storage: app.storage,
        url: config.licences.exportUrl,
        secret: app.secrets.licenceExport,
        log: app.log,
      });
    }

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (!deliveries || !timer || running) return;
      running = deliveries
        .flush()
        .catch((error: unknown) => app.log.error({ err: error }, 'licence delivery worker failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const services: LicenceServices = {
      db: app.db,
      config,
      signer,
      storage: app.storage,
      mail: app.mail,
      sellerIdentity: app.sellerIdentity,
      signedUrls: app.signedUrls,
      leaseClock: app.leaseClock,
      trialClock: options.trialClock,
      events: app.shopEvents,
      exporters,
      deliveries,
      kick: () => setImmediate(tick),
    };
    app.decorate('licences', services);

    // Hourly: each admin's digest goes out in the first hour of the day, or as soon as an instance runs after.
    if (config.scheduledTasksEnabled) {
      registerScheduledTask(app, 'licence request digest', DIGEST_EVERY_MS, () =>
        sendLicenceDigests(services),
      );
      registerScheduledTask(app, 'idle seat machines', SEAT_SWEEP_EVERY_MS, async () => {
        await releaseIdleMachines(services);
        await deleteStaleAuthorizations(services.db);
      });
    }

    if (deliveries && config.licences.exportWorkerEnabled) {
      app.addHook('onReady', async () => {
        timer = setInterval(tick, 2000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        timer = undefined;
        await running;
      });
    }
  },
  {
    name: 'licences',
    dependencies: ['seller-identity', 'database', 'storage', 'signed-urls', 'mail', 'webhooks'],
  },
);
