import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/shared/site/useSellerIdentity';

/**
 * Says on every page (storefront and back-office) that the built-in payment sandbox takes the payments, so
 * nobody mistakes a demo for a shop: rendered by the server from the public configuration, in the page's
 * language, inside its own labelled landmark so screen readers find it.
 */
export function DemoRibbon() {
  const { t } = useTranslation('common');
  if (!usePublicConfig()?.demoShop) return null;
  return (
    <aside
      aria-label={t('demoShop.label')}
      data-testid="demo-ribbon"
      className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-slate-950"
    >
      {t('demoShop.ribbon')}
    </aside>
  );
}
