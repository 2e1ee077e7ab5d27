import type { PublicConfig } from '@shop/contracts';
import type { AppConfig } from '../../config';

/** What every page may know of this installation (GET /api/config/public, and the server's page render). */
export function publicConfig(config: AppConfig): PublicConfig {
  return {
    seller: config.seller,
    measurementScriptUrl: config.measurementScriptUrl ?? null,
    partnerWidgetUrl: config.partnerWidgetUrl ?? null,
    demoShop: config.paymentSandbox,
  };
}
