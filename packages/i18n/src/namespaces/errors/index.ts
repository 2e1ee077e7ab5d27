import { accountErrors } from './account';
import { adminErrors } from './admin';
import { adminCatalogErrors } from './admin-catalog';
import { affiliateErrors } from './affiliates';
import { archiveErrors } from './archive';
import { checkoutErrors } from './checkout';
import { coreErrors } from './core';
import { couponErrors } from './coupons';
import { currencyErrors } from './currencies';
import { deviceErrors } from './devices';
import { downloadErrors } from './downloads';
import { figuresErrors } from './figures';
import { leaseSaveOfferErrors } from './lease-save-offers';
import { leaseErrors } from './leases';
import { licenceErrors } from './licences';
import { messagingErrors } from './messaging';
import { refundRequestErrors } from './refund-requests';
import { refundErrors } from './refunds';
import { releaseErrors } from './releases';
import { reviewErrors } from './reviews';
import { sellerIdentityErrors } from './seller-identity';
import { sellingErrors } from './selling';
import { trialErrors } from './trials';
import { twoFactorErrors } from './two-factor';
import { vendorLicenceErrors } from './vendor-licences';
import { webhookErrors } from './webhooks';

/**
 * Messages of API error codes; a code is the key path (e.g. `productNotFound`, `account.emailTaken`,
 * `home.newsletter.validation.required`). Each feature keeps its errors in its own file, under its own
 * top-level key, and adds it to both lists below.
 */
const parts = [
  coreErrors,
  accountErrors,
  checkoutErrors,
  couponErrors,
  currencyErrors,
  messagingErrors,
  licenceErrors,
  leaseErrors,
  leaseSaveOfferErrors,
  adminCatalogErrors,
  downloadErrors,
  adminErrors,
  twoFactorErrors,
  refundErrors,
  refundRequestErrors,
  reviewErrors,
  sellerIdentityErrors,
  trialErrors,
  releaseErrors,
  sellingErrors,
  deviceErrors,
  vendorLicenceErrors,
  figuresErrors,
  affiliateErrors,
  archiveErrors,
  webhookErrors,
];

export const errors = {
  fr: Object.assign({}, ...parts.map((part) => part.fr)) as MergedFr,
  en: Object.assign({}, ...parts.map((part) => part.en)) as MergedFr,
};

type MergedFr = (typeof coreErrors)['fr'] &
  (typeof archiveErrors)['fr'] &
  (typeof messagingErrors)['fr'] &
  (typeof accountErrors)['fr'] &
  (typeof checkoutErrors)['fr'] &
  (typeof couponErrors)['fr'] &
  (typeof currencyErrors)['fr'] &
  (typeof licenceErrors)['fr'] &
  (typeof leaseErrors)['fr'] &
  (typeof leaseSaveOfferErrors)['fr'] &
  (typeof adminCatalogErrors)['fr'] &
  (typeof downloadErrors)['fr'] &
  (typeof adminErrors)['fr'] &
  (typeof twoFactorErrors)['fr'] &
  (typeof refundErrors)['fr'] &
  (typeof refundRequestErrors)['fr'] &
  (typeof reviewErrors)['fr'] &
  (typeof sellerIdentityErrors)['fr'] &
  (typeof trialErrors)['fr'] &
  (typeof releaseErrors)['fr'] &
  (typeof sellingErrors)['fr'] &
  (typeof deviceErrors)['fr'] &
  (typeof vendorLicenceErrors)['fr'] &
  (typeof figuresErrors)['fr'] &
  (typeof affiliateErrors)['fr'] &
  (typeof webhookErrors)['fr'];
