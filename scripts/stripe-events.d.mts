export function stripeSignature(payload: string, secret: string, time?: number): string;

export function paidSessionEvent(options: {
  sessionId: string;
  orderId: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
  /** `evt_<sessionId>` unless given (a redelivery keeps its event id). */
  eventId?: string;
}): { payload: string; signature: string };
