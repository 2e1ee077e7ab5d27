import type { LicencePayload, LicenceValidateBody, LicenceValidationReason } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { licenceChecks, licenceRequests, seatActivations, subscriptions, trials } from '../../lib/db/schema';

/** The table that holds each kind of licence, by id (a lease's licence is its subscription, a seat's its activation). */
const licenceTables = {
  lifetime: licenceRequests,
  trial: trials,
  lease: subscriptions,
  seat: seatActivations,
} as const;

/** A repeated check-in's row takes the values of the one refused as a duplicate, and counts one more. */
const excluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;

/** A licence's check-in row: the first inserts it, the next ones take its values and count one more. */
export const checkInUpsert = {
  target: licenceChecks.licenceId,
  set: {
    kind: excluded(licenceChecks.kind),
    product: excluded(licenceChecks.product),
    machineId: excluded(licenceChecks.machineId),
    clientVersion: excluded(licenceChecks.clientVersion),
    platformVersion: excluded(licenceChecks.platformVersion),
    lastReason: excluded(licenceChecks.lastReason),
    lastCheckAt: excluded(licenceChecks.lastCheckAt),
    checks: sql`${licenceChecks.checks} + 1`,
  },
};

/**
 * The two statements every check-in runs outside its licence's transaction, prepared once per database: at
 * the market open they run hundreds of times a second, and neither the query builder nor PostgreSQL's parser
 * and planner need to see them again each time (as the catalogue's version read, catalog/cache.ts).
 */
function prepare(db: Database) {
  const placeholder = sql.placeholder;
  const existsIn = (kind: LicencePayload['kind']) => {
    const table = licenceTables[kind];
    return db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, placeholder('id')))
      .prepare(`check_in_licence_${kind}`);
  };
  const exists = {
    lifetime: existsIn('lifetime'),
    trial: existsIn('trial'),
    lease: existsIn('lease'),
    seat: existsIn('seat'),
  };
  const record = db
    .insert(licenceChecks)
    .values({
      licenceId: placeholder('licenceId'),
      kind: placeholder('kind'),
      product: placeholder('product'),
      machineId: placeholder('machineId'),
      clientVersion: placeholder('clientVersion'),
      platformVersion: placeholder('platformVersion'),
      lastReason: placeholder('lastReason'),
      lastCheckAt: placeholder('lastCheckAt'),
    })
    .onConflictDoUpdate(checkInUpsert)
    .prepare('check_in_record');
  return { exists, record };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function statementsOf(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepare(db);
    prepared.set(db, statements);
  }
  return statements;
}

/** Whether the shop holds the licence a genuine file names (of any kind): one primary-key read. */
export async function holdsLicence(db: Database, claims: LicencePayload): Promise<boolean> {
  const rows = await statementsOf(db).exists[claims.kind].execute({ id: claims.licenceId });
  return rows.length > 0;
}

/** Records a check-in per licence: where it runs, the versions, the answer, one more check. */
export async function recordCheckIn(
  db: Database,
  claims: LicencePayload,
  body: LicenceValidateBody,
  reason: LicenceValidationReason,
  now: Date,
): Promise<void> {
  await statementsOf(db).record.execute({
    licenceId: claims.licenceId,
    kind: claims.kind,
    product: claims.product,
    machineId: body.machineId,
    clientVersion: body.clientVersion,
    platformVersion: body.platformVersion,
    lastReason: reason,
    lastCheckAt: now,
  });
}
