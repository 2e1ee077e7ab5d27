import type { Executor } from '../../lib/db/client';
import { processedWebhookEvents } from '../../lib/db/schema';

/**
 * Records the payment provider's events as handled, in the transaction that applies them, and returns the ids
 * recorded now: an event already recorded (a redelivery) is not applied again. Checkout's payment outcomes
 * and the leases' subscription events both go through here, the table's owner.
 */
export async function recordProviderEvents(
  tx: Executor,
  events: readonly { id: string; type: string }[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  // In a stable order, so two transactions inserting the same events wait for each other, never in a cycle.
  const rows = events
    .map((event) => ({ eventId: event.id, type: event.type }))
    .sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
  const recorded = await tx
    .insert(processedWebhookEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.eventId });
  return new Set(recorded.map((row) => row.id));
}
