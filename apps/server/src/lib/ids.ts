const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string has the shape of a uuid column value. Check it before comparing a uuid column with
 * text from a request: PostgreSQL refuses a malformed uuid with an error (a 500), not with no row.
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
