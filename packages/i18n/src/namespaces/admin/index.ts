import { adminArchive } from './archive';
import { adminCoupons } from './coupons';
import { adminCurrencies } from './currencies';
import { adminDashboardOrders } from './dashboard';
import { adminFigures } from './figures';
import { adminLicences } from './licences';
import { adminMaintenance } from './maintenance';
import { adminNewsletter } from './newsletter';
import { adminProductSelling } from './product-selling';
import { adminProducts } from './products';
import { adminRefundRequests } from './refund-requests';
import { adminReviews } from './reviews';
import { adminSaveOffers } from './save-offers';
import { adminSecurity } from './security';
import { adminSeller } from './seller';
import { adminShell } from './shell';
import { adminSubscriptions } from './subscriptions';
import { adminTrials } from './trials';
import { adminUsers } from './users';
import { adminVendorLicences } from './vendor-licences';
import { adminWebhooks } from './webhooks';

/**
 * The `admin` namespace, loaded only by the admin panel's lazy chunk (`@shop/i18n/admin`). Each tab keeps
 * its texts in its own file under its own top-level key and adds one spread to each language below.
 */
export const admin = {
  fr: {
    ...adminShell.fr,
    ...adminDashboardOrders.fr,
    ...adminFigures.fr,
    ...adminArchive.fr,
    ...adminProducts.fr,
    ...adminProductSelling.fr,
    ...adminLicences.fr,
    ...adminTrials.fr,
    ...adminVendorLicences.fr,
    ...adminCoupons.fr,
    ...adminCurrencies.fr,
    ...adminSubscriptions.fr,
    ...adminSaveOffers.fr,
    ...adminNewsletter.fr,
    ...adminReviews.fr,
    ...adminUsers.fr,
    ...adminMaintenance.fr,
    ...adminSecurity.fr,
    ...adminRefundRequests.fr,
    ...adminSeller.fr,
    ...adminWebhooks.fr,
  },
  en: {
    ...adminShell.en,
    ...adminDashboardOrders.en,
    ...adminFigures.en,
    ...adminArchive.en,
    ...adminProducts.en,
    ...adminProductSelling.en,
    ...adminLicences.en,
    ...adminTrials.en,
    ...adminVendorLicences.en,
    ...adminCoupons.en,
    ...adminCurrencies.en,
    ...adminSubscriptions.en,
    ...adminSaveOffers.en,
    ...adminNewsletter.en,
    ...adminReviews.en,
    ...adminUsers.en,
    ...adminMaintenance.en,
    ...adminSecurity.en,
    ...adminRefundRequests.en,
    ...adminSeller.en,
    ...adminWebhooks.en,
  },
};
