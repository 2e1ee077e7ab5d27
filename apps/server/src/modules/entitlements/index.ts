/**
 * What a buyer is entitled to (docs/rules/entitlements.md): the one owner of "which live grants does this buyer
 * hold for this product", "how many seats does a line grant" and "which later order depends on this line".
 * Checkout, licences, releases, downloads, reviews, refunds and the order lifecycle ask it; it reads only the
 * database, so every module may use it.
 */

export {
  brokenDependencies,
  DEPENDENCY_CODES,
  type Dependent,
  dependencyRefusal,
  dependentOrder,
  refuseWhileDepended,
  refuseWhileDependencyGone,
} from './dependencies';
export {
  holdsProduct,
  type LeaseTerms,
  lineSeats,
  liveLeases,
  liveLine,
  liveLines,
  notABundleLine,
} from './grants';
export { latestPaidPeriod, leaseEntitles, leaseLicenceEnd } from './leases';
export {
  daysSincePayment,
  isPastPolicy,
  type Refusal,
  refundDeadline,
  refundRequestRefusals,
} from './refund-window';
export { unitsUnderRefund } from './refunds-under-way';
export { updatesUntil } from './updates';
export { type UpgradeSource, upgradeSourceRefusals } from './upgrade-source';
