// The buyers, seats and running machines of the market-open bench (market-open.ts), written by SQL in bulk on
// PostgreSQL or on a stopped shop's PGlite folder, and the seat files those machines hold. The files are signed
// with the key the bench hands the shop (LICENSE_SIGNING_KEY), exactly as the device flow's hand-over signs
// them (kind `seat`, docs/licence-verification.md): signing 10,000 through the device flow would take minutes.
import { createHash, generateKeyPairSync, type KeyObject, randomInt, sign } from 'node:crypto';
import type { LicencePayload } from '@shop/contracts';

const DAY = 86_400_000;

/** Runs one statement and answers its rows: a pg client's or PGlite's `query`, whichever holds the shop. */
export type Query = <T>(statement: string) => Promise<T[]>;

/** The shop's Ed25519 key for the run: the PEM the shop is given and the `kid` its files carry. */
export function benchSigningKey(): { pem: string; privateKey: KeyObject; keyId: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateKey,
    keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16),
  };
}

/** A compact JWS (alg EdDSA, typ ninja-licence+jws) of the payload, as the shop's LicenceSigner writes it. */
export function seatFile(key: { privateKey: KeyObject; keyId: string }, payload: LicencePayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'EdDSA', typ: 'ninja-licence+jws', kid: key.keyId })}.${part(payload)}`;
  return `${head}.${sign(null, Buffer.from(head), key.privateKey).toString('base64url')}`;
}

export interface SeededMachine {
  id: string;
  userId: string;
  machineId: string;
  email: string;
}

export interface Market {
  product: { id: string; slug: string };
  buyers: { id: string }[];
  /** The machines already signed in (a live seat activation each), which check in at the open. */
  machines: SeededMachine[];
}

/**
 * `buyers` buyers, each with one paid order of `seats` seats of the first paid product, and `machinesPerBuyer`
 * live seat activations each (machine ids `MOCHK…`): the machines that check in. `seats` leaves room for the
 * device flows the bench adds.
 */
export async function seedMarket(
  query: Query,
  { buyers, machinesPerBuyer, seats }: { buyers: number; machinesPerBuyer: number; seats: number },
): Promise<Market> {
  const [product] = await query<{ id: string; slug: string }>(
    `select id, slug from products where price_cents > 0 and published order by slug limit 1`,
  );
  if (!product) throw new Error('the catalogue has no paid product');
  const users = await query<{ id: string }>(
    `insert into users (id, name, email, password_hash)
     select gen_random_uuid(), 'Market buyer ' || n, 'market-' || n || '@bench.test', 'not-a-password'
     from generate_series(1, ${buyers}) as n returning id`,
  );
  await query(
    `insert into orders (id, user_id, total_cents, status, is_paid, paid_at, is_delivered, delivered_at)
     select gen_random_uuid(), u.id, p.price_cents * ${seats}, 'paid', true, now(), true, now()
     from users u, products p where u.email like 'market-%@bench.test' and p.id = '${product.id}'`,
  );
  await query(
    `insert into order_items (id, order_id, product_id, name, name_fr, name_en, unit_price_cents, quantity,
                              updates_months)
     select gen_random_uuid(), o.id, p.id, p.name_fr, p.name_fr, p.name_en, p.price_cents, ${seats},
            p.updates_months
     from orders o join users u on u.id = o.user_id, products p
     where u.email like 'market-%@bench.test' and p.id = '${product.id}'`,
  );
  // Ordered machine by machine across the buyers: consecutive check-ins are different buyers' machines.
  const machines = await query<SeededMachine>(
    `with buyers as (select id, email, row_number() over (order by email) as n from users
                     where email like 'market-%@bench.test'),
     inserted as (
       insert into seat_activations (id, user_id, product_id, machine_id, machine_name, platform_version)
       select gen_random_uuid(), b.id, '${product.id}', 'MOCHK' || lpad(b.n::text, 6, '0') || lpad(k::text, 3, '0'),
              'Trading PC ' || k, '8.1.4.1'
       from buyers b, generate_series(1, ${machinesPerBuyer}) as k
       returning id, user_id, machine_id)
     select i.id, i.user_id as "userId", i.machine_id as "machineId", b.email
     from inserted i join buyers b on b.id = i.user_id order by right(i.machine_id, 3), b.n`,
  );
  // A shop's tables have statistics long before a market open (autovacuum analyses them): without them the
  // planner took the product's thousand order lines for two and read every one of them for each check-in
  // (3,000 buffers, 3 ms of PostgreSQL's CPU, where the buyer's own orders take a handful; auto_explain,
  // session 53).
  await query('analyze');
  return { product, buyers: users, machines };
}

/** Each machine's check-in body (its seat file) and its own address; `salt` keeps a run's addresses its own. */
export function checkInJobs(
  key: { privateKey: KeyObject; keyId: string },
  market: Market,
  salt = randomInt(1 << 22),
): { body: string; ip: string }[] {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 14 * DAY);
  return market.machines.map((machine, index) => {
    const licence = seatFile(key, {
      kind: 'seat',
      licenceId: machine.id,
      product: market.product.slug,
      machineId: machine.machineId,
      email: machine.email,
      orderId: null,
      issuedAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      updatesUntil: null,
      offlineGraceUntil: new Date(expiresAt.getTime() + 7 * DAY).toISOString(),
    });
    const body = JSON.stringify({
      licence,
      machineId: machine.machineId,
      clientVersion: '2.4.0',
      platformVersion: '8.1.4.1',
    });
    return { body, ip: addressOf(salt + index) };
  });
}

/** A distinct private IPv4 address per number (10.0.0.0/8 holds 2²⁴ of them). */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
