import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '@/shared/i18n';

/** The admin panel's tabs, in the shop's order, then the admin's own Security tab. */
export const adminTabIds = [
  'dashboard',
  'figures',
  'archive',
  'products',
  'users',
  'orders',
  'newsletter',
  'reviews',
  'licenses',
  'trials',
  'vendorLicences',
  'coupons',
  'partners',
  'subscriptions',
  'maintenance',
  'seller',
  'webhooks',
  'security',
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

/**
 * The tab registry: each tab id maps to its lazily loaded component (a tab's code loads when it is first
 * opened). A tab gets a button only once it is registered here, so the panel never shows a dead tab. To add
 * one, put the tab under its own folder (./products/ProductsTab.tsx) and add one line below.
 */
export const adminTabs: Partial<Record<AdminTabId, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('./dashboard/DashboardTab').then((m) => ({ default: m.DashboardTab }))),
  figures: lazy(() => import('./figures/FiguresTab').then((m) => ({ default: m.FiguresTab }))),
  archive: lazy(() => import('./archive/ArchiveTab').then((m) => ({ default: m.ArchiveTab }))),
  products: lazy(() => import('./products/ProductsTab').then((m) => ({ default: m.ProductsTab }))),
  users: lazy(() => import('./users/UsersTab').then((m) => ({ default: m.UsersTab }))),
  orders: lazy(() => import('./orders/OrdersTab').then((m) => ({ default: m.OrdersTab }))),
  newsletter: lazy(() => import('./newsletter/NewsletterTab').then((m) => ({ default: m.NewsletterTab }))),
  reviews: lazy(() => import('./reviews/ReviewsTab').then((m) => ({ default: m.ReviewsTab }))),
  licenses: lazy(() => import('./licences/LicencesTab').then((m) => ({ default: m.LicencesTab }))),
  trials: lazy(() => import('./trials/TrialsTab').then((m) => ({ default: m.TrialsTab }))),
  vendorLicences: lazy(() =>
    import('./vendor-licences/VendorLicencesTab').then((m) => ({ default: m.VendorLicencesTab })),
  ),
  coupons: lazy(() => import('./coupons/CouponsTab').then((m) => ({ default: m.CouponsTab }))),
  // The partner programme's texts are shared with the customer area's Partner tab: they come with this tab.
  partners: lazy(() =>
    Promise.all([import('./partners/PartnersTab'), loadNamespaces(['affiliates'])]).then(([m]) => ({
      default: m.PartnersTab,
    })),
  ),
  subscriptions: lazy(() =>
    import('./subscriptions/SubscriptionsTab').then((m) => ({ default: m.SubscriptionsTab })),
  ),
  maintenance: lazy(() =>
    import('./maintenance/MaintenanceTab').then((m) => ({ default: m.MaintenanceTab })),
  ),
  seller: lazy(() => import('./seller/SellerTab').then((m) => ({ default: m.SellerTab }))),
  webhooks: lazy(() => import('./webhooks/WebhooksTab').then((m) => ({ default: m.WebhooksTab }))),
  security: lazy(() => import('./security/SecurityTab').then((m) => ({ default: m.SecurityTab }))),
};

/** The registered tabs, in the shop's order. */
export const registeredTabs = (): AdminTabId[] => adminTabIds.filter((id) => adminTabs[id] !== undefined);
