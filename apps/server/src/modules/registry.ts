import { accountClosureModule } from './account-closure';
import { affiliatesModule } from './affiliates';
import { archiveModule } from './archive';
import { auditModule } from './audit';
import { businessFiguresModule } from './business-figures';
import { catalogModule } from './catalog';
import { checkoutModule } from './checkout';
import { contactModule } from './contact';
import { couponsModule } from './coupons';
import { creditNotesModule } from './credit-notes';
import { currenciesModule } from './currencies';
import { dashboardModule } from './dashboard';
import { downloadsModule } from './downloads';
import { filesModule } from './files';
import { healthModule } from './health';
import { invoicesModule } from './invoices';
import { leasesModule } from './leases';
import { licencesModule } from './licences';
import { mailOutboxModule } from './mail-outbox';
import { maintenanceModule } from './maintenance';
import { newsletterModule } from './newsletter';
import { ninjaTraderDeliveryModule } from './ninjatrader-delivery';
import { orderLifecycleModule } from './order-lifecycle';
import { ordersModule } from './orders';
import { refundRequestsModule } from './refund-requests';
import { refundsModule } from './refunds';
import { releasesModule } from './releases';
import { reviewsModule } from './reviews';
import { sellerIdentityModule } from './seller-identity';
import type { ShopModule } from './shop-module';
import { siteModule } from './site';
import { statsModule } from './stats';
import { trialsModule } from './trials';
import { usersModule } from './users';
import { webhooksModule } from './webhooks';

/**
 * Every feature module of the shop. Adding a module is one line here, anywhere in the list: app.ts registers
 * each one's setup, routes, back-office routes and background work (modules/shop-module.ts) in the order its
 * `needs` declare (`inSetupOrder`: the catalogue before the seller's identity, the PDF renderer and the
 * identity before the order lifecycle), so neither this list's order nor app.ts changes for a feature.
 */
export const shopModules: readonly ShopModule[] = [
  catalogModule,
  sellerIdentityModule,
  invoicesModule,
  checkoutModule,
  licencesModule,
  orderLifecycleModule,
  usersModule,
  accountClosureModule,
  healthModule,
  siteModule,
  newsletterModule,
  contactModule,
  ordersModule,
  creditNotesModule,
  archiveModule,
  filesModule,
  refundsModule,
  refundRequestsModule,
  trialsModule,
  leasesModule,
  downloadsModule,
  releasesModule,
  reviewsModule,
  couponsModule,
  currenciesModule,
  auditModule,
  statsModule,
  dashboardModule,
  businessFiguresModule,
  mailOutboxModule,
  maintenanceModule,
  ninjaTraderDeliveryModule,
  affiliatesModule,
  webhooksModule,
];
