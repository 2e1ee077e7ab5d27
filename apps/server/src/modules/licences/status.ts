import { activeLicenceStatuses, liveLicenceStatuses } from '@shop/contracts';

/** Statuses of a licence that still grants (or may still grant) the right to run the indicator. */
export const ACTIVE_LICENCE_STATUSES = activeLicenceStatuses;

/** Statuses that hold a signed, usable licence: it may be moved, and its file downloaded. */
export const LIVE_LICENCE_STATUSES = liveLicenceStatuses;

export const isLive = (status: string) => (LIVE_LICENCE_STATUSES as readonly string[]).includes(status);
