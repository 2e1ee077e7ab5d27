import {
  type CartItem,
  type Lease,
  type LicenceRequest,
  money,
  type Order,
  type Product,
  type PublicConfig,
  type SellerIdentityState,
} from '@shop/contracts';

/** A catalogue product as GET /api/products answers it; each test overrides what it is about. */
export function product(overrides: Partial<Product> = {}): Product {
  const slug = overrides.slug ?? 'vwap-premium';
  return {
    _id: overrides._id ?? `id-${slug}`,
    slug,
    name: 'VWAP Premium',
    description: 'Volume-weighted average price with bands.',
    features: ['Bands', 'Alerts', 'Sessions', 'Multi-timeframe'],
    price: { amount: 4500, currency: 'eur' },
    usdPrice: { amount: 4050, currency: 'usd' },
    monthlyPrice: null,
    yearlyPrice: null,
    usdMonthlyPrice: null,
    usdYearlyPrice: null,
    countInStock: 100,
    image: `/images/${slug}.svg`,
    images: [`/images/${slug}.svg`],
    category: 'volume',
    downloadLink: `${slug}.zip`,
    compatibility: 'NinjaTrader 8',
    updatesMonths: null,
    trialDays: null,
    licensing: 'shop',
    rating: null,
    numReviews: 0,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The cart line the product page adds for a product. */
export function cartLine(item: Product, qty = 1): CartItem {
  return {
    product: item._id,
    slug: item.slug,
    name: item.name,
    image: item.image,
    images: item.images,
    price: item.price,
    usdPrice: item.usdPrice,
    countInStock: item.countInStock,
    downloadLink: item.downloadLink,
    updatesMonths: item.updatesMonths,
    licensing: item.licensing,
    qty,
  };
}

/** GET /api/config/public of a shop with its seller set, no partner widget and real payments. */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    seller: {
      name: 'Ninja Indicators SAS',
      legalForm: 'SAS',
      shareCapital: '1 000 €',
      address: '1 rue de la Paix, 75002 Paris',
      rcsCity: 'Paris',
      rcsNumber: '123 456 789',
      siret: '123 456 789 00012',
      vat: 'FR12123456789',
      hosting: 'OVH, Roubaix',
      email: 'support@ninja.test',
      publisher: 'Jean Dupont',
    },
    measurementScriptUrl: null,
    partnerWidgetUrl: null,
    demoShop: false,
    ...overrides,
  };
}

/** GET /api/admin/seller-identity of a shop whose identity is complete (the fixture's public seller). */
export function sellerState(overrides: Partial<SellerIdentityState> = {}): SellerIdentityState {
  return {
    identity: publicConfig().seller,
    missing: [],
    complete: true,
    pendingInvoices: 0,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A licence request as GET /api/license/requests and the admin's list answer it: pending, never exported. */
export function licenceRequest(overrides: Partial<LicenceRequest> = {}): LicenceRequest {
  return {
    _id: 'lic-1',
    user: { name: 'Alice Martin', email: 'alice@example.com' },
    product: { _id: 'id-vwap-premium', name: 'VWAP Premium', slug: 'vwap-premium' },
    orderId: 'order-1',
    machineId: 'ABC123DEF456',
    machineName: 'Desk',
    machineIdName: 'ABC123DEF456-Desk',
    status: 'pending',
    adminNotes: null,
    replacesId: null,
    replacedByUpgradeTo: null,
    licenseAvailable: false,
    signedAt: null,
    expiresAt: null,
    exportedAt: null,
    delivery: { status: 'none', attempts: 0, lastError: null, deliveredAt: null },
    nextMoveAt: null,
    keepUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** An order paid long ago (outside the refund window), in euros unless told. */
export function order(id: string, overrides: Partial<Order> = {}): Order {
  const currency = overrides.currency ?? 'eur';
  return {
    _id: id,
    user: 'user-1',
    orderItems: [
      {
        product: { _id: 'p1', name: 'VWAP Premium', description: '' },
        name: 'VWAP Premium',
        description: '',
        price: money(4500, currency),
        qty: 1,
        quantity: 1,
        refundedQuantity: 0,
      },
    ],
    totalPrice: money(4500, currency),
    currency,
    status: 'paid',
    isPaid: true,
    paidAt: '2026-01-10T10:00:00.000Z',
    isDelivered: true,
    isFree: false,
    createdAt: '2026-01-10T09:59:00.000Z',
    invoiceNumber: 'FA-2026-000001',
    invoicePending: false,
    reverseChargePending: false,
    refundedPrice: money(0, currency),
    creditNotes: [],
    ...overrides,
  };
}

/** A renewing monthly lease as GET /api/leases answers it; each test overrides what it is about. */
export function lease(overrides: Partial<Lease> = {}): Lease {
  return {
    _id: 'l1',
    productId: 'p1',
    productName: 'Order Flow Pro',
    productSlug: 'order-flow-pro',
    plan: 'monthly',
    price: money(2900, 'usd'),
    currency: 'usd',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    nextRenewalAt: '2026-12-01T00:00:00.000Z',
    paidUntil: '2026-12-01T00:00:00.000Z',
    graceUntil: null,
    endedAt: null,
    machineId: null,
    machineName: null,
    licenceUntil: null,
    actions: ['cancel'],
    ...overrides,
  };
}
