import type { LicencePayload } from '@shop/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client';
import { orderItems, orders, products, seatActivations, users } from '../../../lib/db/schema';
import { liveLine, notABundleLine } from '../../entitlements';
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

/**
 * A seat's check-in when it stands, as one statement prepared once per database: the machine marked seen
 * only if its activation is live, of the file's product and machine, and the buyer still holds a live line
 * of the product, answered with its product, buyer and those lines. At the market open this runs hundreds of
 * times a second: one round trip instead of BEGIN, the locked update, the lines and COMMIT, and no query
 * built per call. A single statement needs no transaction: the row lock its UPDATE takes waits for a
 * release committing meanwhile, whose new row then fails the conditions (PostgreSQL rechecks them on the
 * row's latest version).
 */
function prepare(db: Database) {
  const placeholder = sql.placeholder;
  return (
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
        activation: seatActivations,
        product: seatProductColumns,
        email: users.email,
        lines: sql<{ from: string; updatesMonths: number | null }[]>`(${seatLinesOf(
          sql`json_agg(json_build_object('from', coalesce(${orders.paidAt}, ${orders.createdAt}), 'updatesMonths', ${orderItems.updatesMonths}))`,
        )})`,
      })
      .prepare('check_in_seat')
  );
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/**
 * The fresh file of a seat that stands, the machine marked seen, in one statement; undefined when it does not
 * stand (unknown, freed, of another machine, or the product no longer held), for the locked resolution
 * (`resolveSeat`) to say why.
 */
export async function standingSeatFile(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  db: Database,
  claims: LicencePayload,
): Promise<Awaited<ReturnType<typeof signWithFacts>> | undefined> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  const now = new Date();
  const [row] = await statement.execute({
    id: claims.licenceId,
    product: claims.product,
    machineId: claims.machineId,
    now: now.toISOString(),
  });
  if (!row) return undefined;
  const lines: SeatLine[] = row.lines.map((line) => ({
    from: new Date(line.from),
    updatesMonths: line.updatesMonths,
  }));
  return signWithFacts(deps, row.activation, { product: row.product, email: row.email, lines }, now);
}
