import type { AccountExport } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { downloadLog, licenceRequests, newsletterSubscribers, users } from '../../lib/db/schema';
import { unauthorized } from '../../lib/errors';
import { listUserOrders } from '../orders';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the shop holds about one customer, read for that customer only (every query is keyed by
 * their id or their own address). The privacy page documents each field.
 */
export async function buildAccountExport(db: Database, userId: string): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const [orderList, licences, downloads, [subscriber]] = await Promise.all([
    listUserOrders(db, user.id, user.language),
    db
      .select()
      .from(licenceRequests)
      .where(eq(licenceRequests.userId, user.id))
      .orderBy(asc(licenceRequests.createdAt)),
    db.select().from(downloadLog).where(eq(downloadLog.userId, user.id)).orderBy(asc(downloadLog.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email.toLowerCase())),
  ]);

  return {
    format: 'ninja-indicators-account-export/1',
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      pendingEmail: user.pendingEmail,
      language: user.language,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: iso(user.lastLoginAt),
    },
    billing: {
      name: user.billingName,
      address: user.billingAddress,
      zip: user.billingZip,
      city: user.billingCity,
      country: user.billingCountry,
      vatNumber: user.billingVat,
      company: user.billingCompany,
    },
    orders: orderList.map((order) => ({
      id: order._id,
      createdAt: order.createdAt,
      status: order.status,
      paidAt: order.paidAt,
      total: order.totalPrice,
      currency: order.currency,
      invoiceNumber: order.invoiceNumber,
      lines: order.orderItems.map((item) => ({
        productId: item.product._id,
        name: item.name,
        unitPrice: item.price,
        quantity: item.quantity,
      })),
    })),
    licences: licences.map((licence) => ({
      id: licence.id,
      productId: licence.productId,
      orderId: licence.orderId,
      machineIdName: licence.machineIdName,
      status: licence.status,
      createdAt: licence.createdAt.toISOString(),
      signedAt: iso(licence.signedAt),
      expiresAt: iso(licence.expiresAt),
    })),
    downloads: downloads.map((entry) => ({
      productId: entry.productId,
      orderId: entry.orderId,
      fileName: entry.fileName,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    newsletter: subscriber
      ? {
          status: subscriber.status,
          subscribedAt: subscriber.subscribedAt.toISOString(),
          confirmedAt: iso(subscriber.confirmedAt),
          unsubscribedAt: iso(subscriber.unsubscribedAt),
        }
      : null,
    consents: { newsletter: subscriber?.isActive ?? false, cookies: 'stored-in-browser-only' },
  };
}
