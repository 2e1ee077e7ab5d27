import type { LicencePayload } from '@shop/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client';
import { licenceChecks, orderItems, orders, products, seatActivations, users } from '../../../lib/db/schema';
import { liveLine, notABundleLine } from '../../entitlements';
import { checkInUpsert } from '../check-in-statements';
import type { IssuanceDeps } from '../deps';
import { type SeatLine, seatProductColumns, signWithFacts } from './seat-file';

/**
 * `select <what>` over the buyer's live lines of the activation's product (`liveLine`, not a bundle's own):
 * the rule `seatLines` reads through `liveLines`, correlated here with the activation the statement updates.
 */
const seatLinesOf = (what: SQL) =>
  sql`select ${what} from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orders.userId} = ${seatActivations.userId} and ${orderItems.productId} = ${seatActivations.productId}
    and ${liveLine} and ${notABundleLine}`;

/** What a check-in reports besides its file: the machine as the indicator names it, and its versions. */
export interface CheckInReport {
  machineId: string;
  clientVersion: string;
  platformVersion: string;
}

/**
 * A seat that stands, as one statement prepared once per database: the machine marked seen only if its
 * activation is live, of the file's product and machine, and the buyer still holds a live line of the
 * product, answered with its product, buyer and those lines; with `record`, the check-in recorded `valid` in
 * the same statement. At the market open this runs hundreds of times a second: one round trip and one commit
 * instead of BEGIN, the locked update, the lines, COMMIT and the record, and no query built per call. A single
 * statement needs no transaction: the row lock its UPDATE takes waits for a release committing meanwhile,
 * whose new row then fails the conditions (PostgreSQL rechecks them on the row's latest version).
 */
function prepare(db: Database, record: boolean) {
  const placeholder = sql.placeholder;
  const seen = db.$with('seen').as(
    db
      .update(seatActivations)
      .set({ lastSeenAt: sql`${placeholder('now')}::timestamptz` })
      .from(products)
      // An UPDATE's FROM cannot name the updated table in a join's ON clause: the join's conditions are in WHERE.
      .innerJoin(users, sql`true`)
      .where(
        and(
          eq(seatActivations.id, placeholder('id')),
          eq(products.id, seatActivations.productId),
          eq(users.id, seatActivations.userId),
          isNull(seatActivations.releasedAt),
          eq(products.slug, placeholder('product')),
          sql`lower(${seatActivations.machineId}) = lower(${placeholder('machineId')})`,
          sql`exists (${seatLinesOf(sql`1`)})`,
        ),
      )
      .returning({
        id: seatActivations.id,
        machineId: seatActivations.machineId,
        ...seatProductColumns,
        email: users.email,
        lines: sql<{ from: string; updatesMonths: number | null }[]>`(${seatLinesOf(
          sql`json_agg(json_build_object('from', coalesce(${orders.paidAt}, ${orders.createdAt}), 'updatesMonths', ${orderItems.updatesMonths}))`,
        )})`.as('lines'),
      }),
  );
  if (!record) return db.with(seen).select().from(seen).prepare('refresh_seat');
  // The row `recordCheckIn` writes for a valid answer, for the machine the statement marked.
  const recorded = db.$with('recorded').as(
    db
      .insert(licenceChecks)
      .select(
        sql`select ${seen.id}, 'seat', ${placeholder('product')}, ${placeholder('reportedMachineId')}, ${placeholder('clientVersion')}, ${placeholder('platformVersion')}, 'valid', ${placeholder('now')}::timestamptz, 1 from ${seen}`,
      )
      .onConflictDoUpdate(checkInUpsert),
  );
  return db.with(seen, recorded).select().from(seen).prepare('check_in_seat');
}

const prepared = new WeakMap<Database, Map<boolean, ReturnType<typeof prepare>>>();

function statementOf(db: Database, record: boolean) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(record);
  if (!statement) {
    statement = prepare(db, record);
    statements.set(record, statement);
  }
  return statement;
}

/**
 * The fresh file of a seat that stands, the machine marked seen (and, with `report`, the check-in recorded
 * valid), in one statement; undefined when it does not stand (unknown, freed, of another machine, or the
 * product no longer held), for the locked resolution (`resolveSeat`) to say why.
 */
export async function standingSeatFile(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  db: Database,
  claims: LicencePayload,
  report?: CheckInReport,
): Promise<Awaited<ReturnType<typeof signWithFacts>> | undefined> {
  const now = new Date();
  const [row] = await statementOf(db, report !== undefined).execute({
    id: claims.licenceId,
    product: claims.product,
    machineId: claims.machineId,
    now: now.toISOString(),
    ...(report && {
      reportedMachineId: report.machineId,
      clientVersion: report.clientVersion,
      platformVersion: report.platformVersion,
    }),
  });
  if (!row) return undefined;
  const { lines, email, id, machineId, ...product } = row;
  const facts = {
    product,
    email,
    lines: lines.map((line): SeatLine => ({ from: new Date(line.from), updatesMonths: line.updatesMonths })),
  };
  return signWithFacts(deps, { id, machineId }, facts, now);
}
