import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createStripeClient } from '../../src/lib/payments/gateway';
import {
  decideLease,
  type LeaseEvent,
  type LeaseState,
  type LeaseStatus,
} from '../../src/modules/leases/transitions';
import type { CapturedEvent } from './order-model-events';

/** What the lease table's helpers read of the world: its current instance and the events it captured. */
interface SandboxWorld {
  app: FastifyInstance;
  events: readonly CapturedEvent[];
}

/** The official SDK on the current instance's sandbox (a restart moves its port). */
export function sandboxStripe(world: Pick<SandboxWorld, 'app'>) {
  const { port } = world.app.server.address() as AddressInfo;
  return createStripeClient({
    sandbox: { host: '127.0.0.1', port, key: world.app.secrets.paymentSandboxKey! },
  });
}

/** Stripe's subscription statuses as a lease's (docs/rules/leases.md, "Events"). */
function leaseStatusOf(status: string): LeaseStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'incomplete';
}

/** The lease and subscription a delivered event is about, when it is a lease's. */
function leaseEventTarget(event: CapturedEvent): { leaseId: string; subscription?: string } | undefined {
  const object = JSON.parse(event.payload).data.object;
  if (event.type === 'checkout.session.completed' && object.mode === 'subscription') {
    return object.metadata?.leaseId
      ? { leaseId: object.metadata.leaseId, subscription: object.subscription }
      : undefined;
  }
  if (!event.leaseId) return undefined;
  return { leaseId: event.leaseId, subscription: event.type.startsWith('customer.') ? object.id : undefined };
}

/**
 * What an event delivered for the first time (the shop applies each event once) is to the lease's table: a
 * subscription's event syncs the lease to the provider's subscription as it is now (read here, as the shop
 * reads it), an invoice's is a period paid or a payment failed. Recorded by the world, in delivery order.
 */
export async function tableEventOf(
  world: SandboxWorld,
  event: CapturedEvent,
): Promise<{ leaseId: string; event: LeaseEvent } | undefined> {
  const target = leaseEventTarget(event);
  if (!target || event.deliveries !== 1) return undefined;
  if (target.subscription) {
    const status = leaseStatusOf(
      (await sandboxStripe(world).subscriptions.retrieve(target.subscription)).status,
    );
    return {
      leaseId: target.leaseId,
      event: status === 'canceled' ? { type: 'deleted' } : { type: 'synced', status },
    };
  }
  if (!event.invoice) return undefined;
  const paidBefore = world.events.some(
    (other) =>
      other !== event &&
      other.invoice?.paid &&
      other.invoice.id === event.invoice!.id &&
      other.deliveries > 0,
  );
  return {
    leaseId: target.leaseId,
    event: event.invoice.paid
      ? { type: 'renewed', newPeriod: !paidBefore }
      : { type: 'paymentFailed', invoicePaid: paidBefore },
  };
}

/** The status and grace the table gives a lease from its events, starting as a checkout never paid. */
export function foldLeaseTable(events: readonly LeaseEvent[]): Pick<LeaseState, 'status' | 'inGrace'> {
  const state: LeaseState = {
    status: 'incomplete',
    cancelAtPeriodEnd: false,
    inGrace: false,
    licenceStopped: false,
  };
  for (const event of events) {
    const decision = decideLease(state, event);
    if (decision.kind === 'refused') continue;
    if (decision.kind === 'move') state.status = decision.to;
    if (decision.effects.includes('startGrace')) state.inGrace = true;
    if (decision.effects.includes('clearGrace')) state.inGrace = false;
  }
  return { status: state.status, inGrace: state.inGrace };
}
