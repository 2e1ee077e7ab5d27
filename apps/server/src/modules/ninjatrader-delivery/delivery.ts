import type { VendorLicenceReason } from '@shop/contracts';
import type { Executor } from '../../lib/db/client';
import { vendorLicenceTasks } from '../../lib/db/schema';

/** One licence to create or revoke in NinjaTrader's vendor licensing: whose, of what, for which account. */
export interface VendorLicenceRequest {
  userId: string;
  productId: string;
  /** The order whose payment or end asks for it; null when the shop noticed the end by itself (a lease's). */
  orderId: string | null;
  ninjaTraderEmail: string;
  reason: VendorLicenceReason;
}

/**
 * How the shop has NinjaTrader's licensing create and revoke licences (docs/rules/vendor-licences.md). Each call
 * joins the caller's transaction, so the request exists exactly when the event that asked for it does. Today's
 * implementation is the back-office's list (`ManualDeliveryList`); a connector for NinjaTrader's Ecosystem API
 * can take its place once that API's documentation is at hand, queueing its calls the same way.
 */
export interface VendorLicenceDelivery {
  requestCreate(tx: Executor, request: VendorLicenceRequest): Promise<void>;
  requestRevoke(tx: Executor, request: VendorLicenceRequest): Promise<void>;
}

/** The owner's to-do list: each request is a pending task the owner carries out in NinjaTrader, then marks done. */
export class ManualDeliveryList implements VendorLicenceDelivery {
  requestCreate(tx: Executor, request: VendorLicenceRequest): Promise<void> {
    return this.add(tx, request, 'create');
  }

  requestRevoke(tx: Executor, request: VendorLicenceRequest): Promise<void> {
    return this.add(tx, request, 'revoke');
  }

  private async add(tx: Executor, request: VendorLicenceRequest, action: 'create' | 'revoke') {
    await tx.insert(vendorLicenceTasks).values({ ...request, action });
  }
}
