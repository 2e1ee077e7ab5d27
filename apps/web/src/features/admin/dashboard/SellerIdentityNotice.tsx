import { pageLinks } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerIdentityState } from '../seller/api';

/** Above the dashboard while the seller's identity is incomplete: invoices wait, pages show gaps. */
export function SellerIdentityNotice() {
  const { t } = useTranslation('admin');
  const { data } = useSellerIdentityState();
  if (!data || data.complete) return null;
  return (
    <div
      role="alert"
      data-testid="seller-identity-notice"
      className="rounded-md border border-amber-600 bg-amber-950/40 p-4 text-amber-100"
    >
      <p className="font-semibold">{t('sellerNotice.title')}</p>
      <p className="mt-1 text-sm">
        {t('sellerNotice.body')}
        {data.pendingInvoices > 0 && ` ${t('seller.pendingInvoices', { count: data.pendingInvoices })}`}
      </p>
      <Link to={pageLinks.adminSeller} className="mt-2 inline-block font-medium underline">
        {t('sellerNotice.link')}
      </Link>
    </div>
  );
}
