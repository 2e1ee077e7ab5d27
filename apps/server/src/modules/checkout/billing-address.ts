import { type BillingBody, billingBodySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import { storeBilling } from '../users';
import type { CheckoutDeps } from './deps';

/**
 * An invoice needs the buyer's postal address (docs/rules/checkout.md): billing details the checkout asked
 * for are remembered as the buyer's own first, then the stored ones must hold a complete address by the
 * billing profile's rules (its VAT number aside), else `400 checkout.billingRequired` and nothing is created.
 * The details are remembered even when the checkout then fails (a price changed): the buyer gave them for
 * their invoices, not for this cart.
 */
export async function requireBillingAddress(
  { db }: Pick<CheckoutDeps, 'db'>,
  userId: string,
  given: BillingBody | undefined,
): Promise<void> {
  if (given) {
    await storeBilling(db, userId, given);
    return;
  }
  const [stored] = await db
    .select({
      billingName: users.billingName,
      billingAddress: users.billingAddress,
      billingZip: users.billingZip,
      billingCity: users.billingCity,
      billingCountry: users.billingCountry,
    })
    .from(users)
    .where(eq(users.id, userId));
  // Older profiles may hold a free-text country or a zip the form now refuses: they are asked again.
  const complete = stored && billingBodySchema.safeParse({ ...stored, billingVAT: null }).success;
  if (!complete) throw badRequest('checkout.billingRequired');
}
