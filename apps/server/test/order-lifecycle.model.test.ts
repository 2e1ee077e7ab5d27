import fc from 'fast-check';
import { describe, it } from 'vitest';
import { CloseAccount, RequestLicence, StatusPoll } from './helpers/order-model-account';
import {
  AdminRefund,
  AdminRemark,
  AdminUnmark,
  DashboardRefund,
  ExpiryRun,
  MaintenanceRun,
  ProviderExpire,
  Restart,
} from './helpers/order-model-admin';
import { COUPONS } from './helpers/order-model-catalogue';
import { CardCheckout, FreeCheckout, type Step } from './helpers/order-model-commands';
import {
  AdvanceClock,
  ExtendGrace,
  LeaseAction,
  RefundPeriod,
  Settle,
  Subscribe,
} from './helpers/order-model-leases';
import { RequestRefund, UpgradeCheckout } from './helpers/order-model-offers';
import { DeliverEvent, DropEvent, PayAtProvider } from './helpers/order-model-provider';
import { REGRESSIONS } from './helpers/order-model-regressions';
import { SCRIPTS } from './helpers/order-model-scripts';
import { FreeMachine, IdleSweep, RequestSeatLicence, SeatCheckIn, SignIn } from './helpers/order-model-seats';
import { BundleCheckout, SellingCheckout } from './helpers/order-model-selling';
import { type Currency, OrderModel } from './helpers/order-model-state';
import { EndTrial, StartTrial } from './helpers/order-model-trials';
import { OrderWorld } from './helpers/order-model-world';

/**
 * Issue 25, "one owner for an order's life, and money that always adds up": random interleavings of what
 * buyers, the payment provider (events captured by the sandbox, delivered late, twice, out of order or never),
 * admins, scheduled runs and restarts do to orders, driven through the real app on a real database, with the
 * model of `helpers/order-model-state.ts` predicting each order's state and the invariants of
 * `helpers/order-model-invariants.ts` checked after every command.
 *
 * Issue 28's leases are interleaved with them (`helpers/order-model-leases.ts`): subscriptions with paying or
 * declining cards, the provider's test clock moving (renewals, failures and retries, grace ends), cancelling
 * at period end and resuming, fixing the card, refunding a period with or without keeping its licence, an
 * admin extending a grace period, and `settle` (every lease event delivered, then each lease where the
 * provider is; also at the end of every run). Their events are delivered late, twice or out of order, never
 * lost (Stripe retries them). Two more invariants (`helpers/order-model-lease-invariants.ts`): every paid
 * period has one invoice and its money adds up; a licence is live exactly while its plan entitles it (and the
 * product's zip follows it).
 *
 * Issue 42's ways of selling together follow (`helpers/order-model-selling.ts`, `-offers.ts`, `-trials.ts`):
 * one-off carts in euros or US dollars with or without a coupon, the bundle with and without credits for
 * indicators already held, Lite → Premium upgrades (their sessions left open while the lower order is refunded
 * or unmarked, then paid: given back), the buyer's refund requests, and trials started and ended. The customer
 * area's offers (upgrades, `refundRequestable`) are checked against what the routes then accept, and three more
 * invariants (`helpers/order-model-entitlement-invariants.ts`): licences within the seats of live lines, the
 * money kept per buyer and currency covering the list value of what they hold, trials converted once.
 * The lease's buttons too: before each cancel or resume, the actions the buyer's lease list offers must be
 * exactly what the route then accepts (the provider's end, still on its way, aside), and each subscription's
 * status and grace must be what the lease's table (`decideLease`) gives for the events the shop received
 * (`helpers/order-model-lease-table.ts`, invariant 9).
 *
 * Issue 46's machines per seat come last (`helpers/order-model-seats.ts`): indicators signing in on four
 * machines shared by every buyer (the approval and the poll answering as the seat pool read just before says),
 * Machine-ID requests on the same machines, the buyer freeing one (another buyer refused), days passing without
 * check-ins before the idle sweep, and check-ins of the files handed over. Invariant 12
 * (`helpers/order-model-seat-invariants.ts`): per buyer and product, machines ≤ seats × machines per seat, none
 * live on a product no live line holds, none of a closed account.
 *
 * Issue 48's referred purchases follow (`helpers/order-model-affiliates.ts`): card checkouts through a partner's
 * link, then paid, refunded, unmarked like any other order. Invariant 13: what a referred order earned stays
 * between nothing and the partner's percentage of what the order kept, so what a partner may be paid never
 * exceeds that over their unrefunded referred lines.
 *
 * ORDER_MODEL_RUNS (runs, default 2: with the fixed cases below the file stays near a minute on PGlite), ORDER_MODEL_COMMANDS (most commands a run, default 30),
 * ORDER_MODEL_SEED (one seed), ORDER_MODEL_SHRINK=1 (shrink a failure: slow, a fresh database per try),
 * ORDER_MODEL_SKIP=auditChains,… (look past an invariant known to fail), ORDER_MODEL_VERBOSE=1 (print
 * each passing run's history).
 */
const BUYERS = 3;
const RUNS = Number(process.env.ORDER_MODEL_RUNS ?? 2);
const COMMANDS = Number(process.env.ORDER_MODEL_COMMANDS ?? 30);

const index = fc.nat({ max: 999 });
const yes = fc.boolean();
const cardCheckout = fc
  .tuple(
    index,
    fc.array(index, { minLength: 1, maxLength: 2 }),
    fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 2 }),
  )
  .map(([buyer, products, quantities]) => new CardCheckout(buyer, products, quantities));
const pay = fc.tuple(index, yes).map(([order, now]) => new PayAtProvider(order, now));
/**
 * Every command, by name; fc.commands picks uniformly, so checkouts and payments appear several times and runs
 * have orders to work on. ORDER_MODEL_WITHOUT=closeAccount,… leaves commands out (to look past a known
 * failure; a seed replays only with the same list).
 */
const commandArbitraries: [string, fc.Arbitrary<Step>][] = [
  ['cardCheckout', cardCheckout],
  ['cardCheckout', cardCheckout],
  ['cardCheckout', cardCheckout],
  ['payAtProvider', pay],
  ['payAtProvider', pay],
  ['payAtProvider', pay],
  ['freeCheckout', fc.tuple(index, index).map(([buyer, product]) => new FreeCheckout(buyer, product))],
  ['deliverEvent', index.map((event) => new DeliverEvent(event, false))],
  ['deliverEvent', index.map((event) => new DeliverEvent(event, false))],
  ['redeliverEvent', index.map((event) => new DeliverEvent(event, true))],
  ['dropEvent', index.map((event) => new DropEvent(event))],
  ['statusPoll', index.map((order) => new StatusPoll(order))],
  ['adminUnmark', index.map((order) => new AdminUnmark(order))],
  ['adminRemark', index.map((order) => new AdminRemark(order))],
  [
    'adminRefund',
    fc
      .tuple(index, yes, index, index)
      .map(([order, full, line, units]) => new AdminRefund(order, full, line, units)),
  ],
  [
    'dashboardRefund',
    fc
      .tuple(index, yes, index, yes)
      .map(([order, whole, amount, now]) => new DashboardRefund(order, whole, amount, now)),
  ],
  ['providerExpire', index.map((order) => new ProviderExpire(order))],
  ['expiryRun', index.map((order) => new ExpiryRun(order))],
  ['maintenanceDB', fc.constant(new MaintenanceRun())],
  ['closeAccount', index.map((buyer) => new CloseAccount(buyer))],
  ['requestLicence', fc.tuple(index, index).map(([order, machine]) => new RequestLicence(order, machine))],
  ['restart', fc.constant(new Restart())],
  // Issue 28's leases, interleaved with the one-off orders: listed last, so the fixed cases below replay the
  // histories they were found with by leaving these out.
  ...leaseCommands(),
  // Issue 42's ways of selling together, listed after the leases for the same reason.
  ...sellingCommands(),
  // Issue 46's machines per seat, last again.
  ...seatCommands(),
  // Issue 48's referred purchases (refunded by the commands above), last of all.
  ...affiliateCommands(),
];

/** Card checkouts through the run's partner link (issue 48): the ledger then moves with every refund. */
function affiliateCommands(): [string, fc.Arbitrary<Step>][] {
  const referred = cardCheckout.map(
    (command) => new CardCheckout(command.buyerPick, command.productPicks, command.quantities, true),
  );
  return [
    ['referredCheckout', referred],
    ['referredCheckout', referred],
  ];
}

function leaseCommands(): [string, fc.Arbitrary<Step>][] {
  const subscribe = fc
    .tuple(index, yes, fc.boolean())
    .map(([buyer, yearly, declining]) => new Subscribe(buyer, yearly, declining));
  const action = (name: 'cancel' | 'resume' | 'fixCard') =>
    index.map((lease) => new LeaseAction(lease, name));
  return [
    ['subscribe', subscribe],
    ['subscribe', subscribe],
    ['advanceClock', fc.constantFrom(2, 8, 31, 40).map((days) => new AdvanceClock(days))],
    ['advanceClock', fc.constantFrom(2, 8, 31, 40).map((days) => new AdvanceClock(days))],
    ['cancelLease', action('cancel')],
    ['resumeLease', action('resume')],
    ['fixCard', action('fixCard')],
    ['refundPeriod', fc.tuple(index, yes).map(([period, keep]) => new RefundPeriod(period, keep))],
    [
      'extendGrace',
      fc.tuple(index, fc.integer({ min: 1, max: 60 })).map(([lease, days]) => new ExtendGrace(lease, days)),
    ],
    ['settle', fc.constant(new Settle())],
  ];
}
/** Bundles, upgrades, coupons, dollars, refund requests and trials (issue 42). */
function sellingCommands(): [string, fc.Arbitrary<Step>][] {
  const coupon = fc.constantFrom(...COUPONS);
  const currency = fc.constantFrom<Currency>('eur', 'usd');
  const selling = fc
    .tuple(
      index,
      fc.array(index, { minLength: 1, maxLength: 2 }),
      fc.integer({ min: 1, max: 2 }),
      currency,
      coupon,
    )
    .map((args) => new SellingCheckout(...args));
  const bundle = fc
    .tuple(index, yes, coupon)
    .map(([buyer, two, code]) => new BundleCheckout(buyer, two, code));
  const upgrade = fc.tuple(index, coupon).map(([order, code]) => new UpgradeCheckout(order, code));
  return [
    ['sellingCheckout', selling],
    ['sellingCheckout', selling],
    ['bundleCheckout', bundle],
    ['bundleCheckout', bundle],
    ['upgradeCheckout', upgrade],
    ['upgradeCheckout', upgrade],
    ['requestRefund', index.map((order) => new RequestRefund(order))],
    [
      'startTrial',
      fc
        .tuple(index, index, index)
        .map(([buyer, product, machine]) => new StartTrial(buyer, product, machine)),
    ],
    ['endTrial', index.map((trial) => new EndTrial(trial))],
  ];
}
/** Machines on seats (issue 46): sign-ins from the indicator, Machine-ID requests, freeing, the idle sweep, check-ins. */
function seatCommands(): [string, fc.Arbitrary<Step>][] {
  const signIn = fc
    .tuple(index, index, index)
    .map(([buyer, product, machine]) => new SignIn(buyer, product, machine));
  return [
    ['signIn', signIn],
    ['signIn', signIn],
    ['signIn', signIn],
    [
      'requestSeatLicence',
      fc.tuple(index, index).map(([order, machine]) => new RequestSeatLicence(order, machine)),
    ],
    [
      'freeMachine',
      fc
        .tuple(index, index, index)
        .map(([buyer, machine, intruder]) => new FreeMachine(buyer, machine, intruder)),
    ],
    ['idleSweep', fc.constantFrom(5, 15).map((days) => new IdleSweep(days))],
    ['seatCheckIn', index.map((seat) => new SeatCheckIn(seat))],
  ];
}
const LEASE_COMMANDS = leaseCommands().map(([name]) => name);
const SEAT_COMMANDS = seatCommands().map(([name]) => name);
const SELLING_COMMANDS = sellingCommands().map(([name]) => name);
const AFFILIATE_COMMANDS = affiliateCommands().map(([name]) => name);
const withoutByEnv = (process.env.ORDER_MODEL_WITHOUT ?? '').split(',').filter(Boolean);

/** One run: a fresh database and app, the commands, every invariant after each; the app closed whatever happens. */
async function runModel(commands: Iterable<fc.AsyncCommand<OrderModel, OrderWorld>>): Promise<void> {
  const opening = performance.now();
  const world = await OrderWorld.open(BUYERS);
  world.note(`opened in ${Math.round(performance.now() - opening)} ms`);
  try {
    const model = new OrderModel(BUYERS);
    await fc.asyncModelRun(() => ({ model, real: world }), commands);
    // Every lease event reaches the shop in the end, which must then be where the provider is.
    if (model.leases.length > 0) await new Settle().run(model, world);
    if (process.env.ORDER_MODEL_VERBOSE === '1') console.info(world.history.join('\n'));
  } finally {
    await world.close();
  }
}

const lifecycleProperty = (maxCommands: number, without: readonly string[] = withoutByEnv) => {
  const arbitraries = commandArbitraries.filter(([name]) => !without.includes(name)).map(([, arb]) => arb);
  return fc.asyncProperty(fc.commands(arbitraries, { maxCommands, size: 'max' }), runModel);
};

describe('the order lifecycle, model-based (issue 25)', () => {
  it(
    'keeps money, numbering, delivery, audit and e-mails right through random interleavings',
    async () => {
      await fc.assert(lifecycleProperty(COMMANDS), {
        numRuns: RUNS,
        ...(process.env.ORDER_MODEL_SEED ? { seed: Number(process.env.ORDER_MODEL_SEED) } : {}),
        endOnFailure: process.env.ORDER_MODEL_SHRINK !== '1',
      });
    },
    RUNS * 60_000,
  );

  for (const { seed, path, maxCommands, without = [], everyCommand, found } of REGRESSIONS) {
    const left = everyCommand
      ? [...without, ...SEAT_COMMANDS, ...AFFILIATE_COMMANDS]
      : [...without, ...LEASE_COMMANDS, ...SELLING_COMMANDS, ...SEAT_COMMANDS, ...AFFILIATE_COMMANDS];
    it(`replays seed ${seed}: ${found}`, async () => {
      await fc.assert(lifecycleProperty(maxCommands, left), {
        seed,
        path,
        numRuns: 1,
        endOnFailure: true,
      });
    }, 120_000);
  }

  for (const { name, commands } of SCRIPTS) {
    it(`holds on a fixed history: ${name}`, () => runModel(commands), 60_000);
  }
});
