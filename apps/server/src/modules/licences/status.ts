/** Statuses of a licence that still grants (or may still grant) the right to run the indicator. */
export const ACTIVE_LICENCE_STATUSES = ['pending', 'approved', 'exported', 'installed'] as const;

/** Statuses that hold a signed, usable licence: it may be moved, and its file downloaded. */
export const LIVE_LICENCE_STATUSES = ['approved', 'exported', 'installed'] as const;

export const isLive = (status: string) => (LIVE_LICENCE_STATUSES as readonly string[]).includes(status);
