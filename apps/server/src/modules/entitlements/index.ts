/**
 * What a buyer is entitled to (docs/rules/entitlements.md): the one owner of "which live grants does this buyer
 * hold for this product", "how many seats does a line grant", "what does a trial grant now" and "which later
 * order depends on this line". Checkout, licences, trials, releases, downloads, reviews, refunds and the order
 * lifecycle ask it; it reads only the database, so every module may use it.
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
export { type TrialGrant, type TrialState, trialEntitles, trialGrant } from './trials';
export { updatesUntil } from './updates';
export { type UpgradeSource, upgradeSourceRefusals } from './upgrade-source';
