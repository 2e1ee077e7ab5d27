/** What the downloads, catalogue and storefront modules use of releases (docs/rules/releases.md). */
export { type LeaseTerms, stillOwned } from './entitlement';
export { findReleaseGrant, publicReleasesBySlug } from './service';
export { checkReleaseZip } from './zip-check';
