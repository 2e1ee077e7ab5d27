import type { PublicConfig, SellerIdentity } from '@shop/contracts';
import type { AppConfig } from '../../config';

/**
 * What every page may know of this installation (GET /api/config/public, and the server's page render), with
 * the seller's stored identity (a field not set yet is empty: each page says so in its language).
 */
export function publicConfig(config: AppConfig, seller: SellerIdentity): PublicConfig {
  return {
    seller,
    measurementScriptUrl: config.measurementScriptUrl ?? null,
    partnerWidgetUrl: config.partnerWidgetUrl ?? null,
    demoShop: config.paymentSandbox,
  };
}
