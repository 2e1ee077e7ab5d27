/**
 * The business figures (docs/rules/figures.md): MRR and its moves, churn, failed-payment recovery, LTV, cohorts,
 * trial conversion and coupon effect per currency, folded from the sales rows and reconciled with them; the
 * back-office's figures page and its CSV file.
 */
import type { ShopModule } from '../shop-module';
import { adminFiguresRoutes } from './routes';

export const businessFiguresModule: ShopModule = {
  name: 'business-figures',
  adminRoutes: [adminFiguresRoutes],
};
