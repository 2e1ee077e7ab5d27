import { eq } from 'drizzle-orm';
import { trials } from '../../src/lib/db/schema';
import { openBuyers, pick, Step } from './order-model-commands';
import { GRANTING, type OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** A machine of the trials (four, so two buyers sometimes share one), apart from the licence requests' ids. */
const trialMachine = (n: number) => `${(n % 4).toString(16).toUpperCase().padStart(32, 'C')}-PC`;

/**
 * A buyer starts a product's free trial on a machine (docs/rules/trials.md). Refused while a paid order holds
 * the product, after a trial of it by the buyer, or on a machine that had one; the model records the others.
 */
export class StartTrial extends Step {
  constructor(
    readonly buyerPick: number,
    readonly productPick: number,
    readonly machine: number,
  ) {
    super();
  }
  toString = () =>
    `startTrial(buyer#${this.buyerPick}, product#${this.productPick}, machine ${this.machine % 4})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    const product = pick(world.selling.trials, this.productPick);
    if (buyer === undefined || !product) return undefined;
    const machineIdName = trialMachine(this.machine);
    const owned = model
      .ordersOf(buyer)
      .some(
        (order) => GRANTING.includes(order.status) && order.lines.some((l) => l.productId === product.id),
      );
    const mine = model.trials.some((trial) => trial.buyer === buyer && trial.productId === product.id);
    const machineUsed = model.trials.some(
      (trial) => trial.productId === product.id && trial.machineIdName === machineIdName,
    );
    const expected = owned
      ? 'trial.alreadyOwned'
      : mine
        ? 'trial.alreadyUsed'
        : machineUsed
          ? 'trial.machineUsed'
          : 'started';
    const response = await world.request({
      method: 'POST',
      url: '/api/trials',
      headers: world.buyers[buyer]!.auth,
      payload: { productId: product.id, machineIdName },
    });
    const answer = response.json() as { _id?: string; code?: string };
    const got = response.statusCode === 201 ? 'started' : answer.code;
    if (got !== expected)
      throw world.failure(
        `trial answered ${response.statusCode} ${response.body.slice(0, 200)}; expected ${expected}`,
      );
    if (answer._id) model.trials.push({ id: answer._id, buyer, productId: product.id, machineIdName });
    return `${got} ${answer._id ?? ''}`;
  }
}

/**
 * A trial reaches its end. Trials read the shop's own clock, not the payment provider's test clock, so its end
 * is moved into the past, as the days passing would; the trial then lists as ended and converts no more than
 * before (a purchase still keeps its machine, docs/rules/trials.md).
 */
export class EndTrial extends Step {
  constructor(readonly trialPick: number) {
    super();
  }
  toString = () => `endTrial(#${this.trialPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const trial = pick(model.trials, this.trialPick);
    if (!trial) return undefined;
    await world.app.db
      .update(trials)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(eq(trials.id, trial.id));
    if (model.buyers[trial.buyer]!.closed) return `trial ${trial.id} ended`;
    const listed = await world.request({ url: '/api/trials', headers: world.buyers[trial.buyer]!.auth });
    const row = (listed.json() as { _id: string; active: boolean }[]).find((each) => each._id === trial.id);
    if (row?.active !== false) throw world.failure(`trial ${trial.id} ended, listed active ${row?.active}`);
    return `trial ${trial.id} ended`;
  }
}
