import type { Order } from '@shop/contracts';

/** The spec's purchased-product view, derived from paid orders. */
export interface PurchasedProduct {
  productId: string;
  productName: string;
  price: number;
  purchaseDate: string;
  orderId: string;
  description: string;
}

/** One card per product bought in a paid order, from its first purchase. */
export function purchasedProducts(orders: Order[]): PurchasedProduct[] {
  const byProduct = new Map<string, PurchasedProduct>();
  const paid = orders
    .filter((order) => order.isPaid)
    .sort((a, b) => (a.paidAt ?? a.createdAt).localeCompare(b.paidAt ?? b.createdAt));
  for (const order of paid) {
    for (const item of order.orderItems) {
      if (byProduct.has(item.product._id)) continue;
      byProduct.set(item.product._id, {
        productId: item.product._id,
        productName: item.name,
        price: item.price,
        purchaseDate: order.paidAt ?? order.createdAt,
        orderId: order._id,
        description: item.description,
      });
    }
  }
  return [...byProduct.values()];
}
