/** PostgreSQL unique violation, as thrown by pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE classes and socket errors that mean the database cannot be reached right now (connection lost,
 * server shutting down or refusing connections), as opposed to a fault in the query.
 */
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|not currently accepting connections/i;

/** True when `error` (possibly wrapped by Drizzle) says the database is unreachable, not that the query failed. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
