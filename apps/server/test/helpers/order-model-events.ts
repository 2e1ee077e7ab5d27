import type { SandboxEvent } from '../../src/dev/stripe-sandbox/plugin';

/** A provider event the sandbox handed to the test instead of posting it (`SandboxControl.capture`). */
export interface CapturedEvent extends SandboxEvent {
  id: string;
  /** The order of a checkout.session.* event; the payment intent and refund ids of a refund event. */
  orderId?: string;
  paymentIntent?: string;
  refundIds: string[];
  /** Refunds the shop started itself (metadata.refundId): recorded by the provider's answer already. */
  ownRefund: boolean;
  deliveries: number;
  dropped: boolean;
  /** A lease's event (subscription or invoice): its lease and, for an invoice, what it told. */
  leaseId?: string;
  invoice?: { id: string; subscription: string; amount: number; paid: boolean; periodEnd: number };
}
