import { formatMoney, type Lease, type LeaseAction, pageLinks } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { leaseState } from '@/shared/leaseState';
import { Button, buttonClass } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useLeaseCancellation, useLeasePortal, useMyLeases } from './api';
import { CancelLeaseDialog } from './CancelLeaseDialog';
import { LeaseLicence } from './LeaseLicence';

type Pending = { lease: Lease; action: Exclude<LeaseAction, 'renew'> };

/**
 * The customer area's subscriptions (docs/rules/leases.md), shown once there is one: each lease with its plan,
 * price, status and next renewal date, and its licence (LeaseLicence); the actions the server accepts now
 * (the lease's `actions`): cancel at period end through the cancel dialog (why, and the product's save offer),
 * resume a cancellation or end a pause early after a confirmation, renew an ended lease on its
 * product page's subscription (plan, billing and withdrawal consent, as the first time), and every lease
 * opens the provider's Customer Portal (payment method, invoices). The server's translated message says why a change
 * was refused all the same (the provider ended the lease before the shop was told).
 */
export function SubscriptionsSection() {
  const { t, i18n } = useTranslation('account');
  const language = pickLanguage(i18n.language);
  const leases = useMyLeases();
  const change = useLeaseCancellation();
  const portal = useLeasePortal();
  const [pending, setPending] = useState<Pending | null>(null);
  const rows = leases.data?.leases ?? [];
  const date = (value: string | null) => (value ? formatDate(value, language) : '—');

  const status = (lease: Lease) => {
    const state = leaseState(lease);
    // A pause the buyer accepted shows until when no period is billed.
    if (state.key === 'active' && lease.pausedUntil)
      return t('leaseCancel.paused', { date: date(lease.pausedUntil) });
    return t(`subscriptions.status.${state.key}`, { date: date(state.date) });
  };
  if (rows.length === 0) return leases.isError ? <ErrorAlert message={leases.error.message} /> : null;
  const confirm = () => {
    if (!pending || pending.action === 'cancel') return;
    change.mutate({ id: pending.lease._id, action: pending.action });
    setPending(null);
  };

  return (
    <section aria-labelledby="subscriptions-title" className="mb-8" data-testid="my-subscriptions">
      <h3 id="subscriptions-title" className="mb-3 text-lg font-semibold text-white">
        {t('subscriptions.title')}
      </h3>
      {change.isError && <ErrorAlert message={change.error.message} className="mb-3" />}
      {portal.isError && <ErrorAlert message={portal.error.message} className="mb-3" />}
      <DataTable
        rows={rows}
        rowKey={(lease) => lease._id}
        rowTestId="my-subscription"
        columns={[
          { header: t('subscriptions.product'), cell: (lease) => lease.productName },
          { header: t('subscriptions.plan'), cell: (lease) => t(`subscriptions.plans.${lease.plan}`) },
          { header: t('subscriptions.status.header'), testId: 'my-subscription-status', cell: status },
          {
            header: t('subscriptions.nextRenewal'),
            testId: 'my-subscription-renewal',
            cell: (lease) => date(lease.nextRenewalAt),
          },
          {
            header: t('subscriptions.price'),
            numeric: true,
            cell: (lease) => formatMoney(lease.price, language),
          },
          {
            header: t('subscriptions.licence.header'),
            testId: 'my-subscription-licence',
            cell: (lease) => <LeaseLicence lease={lease} />,
          },
          {
            header: t('subscriptions.actions'),
            pinnedOnPhone: true,
            cell: (lease) => (
              <div className="flex flex-wrap gap-2">
                {lease.actions.map((action) =>
                  action === 'renew' ? (
                    <Link
                      key={action}
                      to={`${pageLinks.product(lease.productSlug)}#lease-title`}
                      className={buttonClass({ size: 'xs' })}
                      data-testid="subscription-renew"
                    >
                      {t('subscriptions.renew')}
                    </Link>
                  ) : (
                    <Button
                      key={action}
                      size="xs"
                      variant={action === 'cancel' ? 'secondary' : 'primary'}
                      disabled={change.isPending}
                      data-testid={`subscription-${action}`}
                      onClick={() => setPending({ lease, action })}
                    >
                      {action === 'endPause' ? t('leaseCancel.endPause') : t(`subscriptions.${action}`)}
                    </Button>
                  ),
                )}
                <Button
                  size="xs"
                  variant="secondary"
                  disabled={portal.isPending}
                  data-testid="subscription-portal"
                  onClick={() => portal.mutate(lease._id)}
                >
                  {t('subscriptions.portal')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {pending?.action === 'cancel' && (
        <CancelLeaseDialog
          lease={pending.lease}
          endDate={date(pending.lease.currentPeriodEnd)}
          onClose={() => setPending(null)}
        />
      )}
      {pending && pending.action !== 'cancel' && (
        <ConfirmDialog
          title={t(
            pending.action === 'endPause'
              ? 'leaseCancel.confirmEndPause.title'
              : 'subscriptions.confirm.resume.title',
          )}
          message={t(
            pending.action === 'endPause'
              ? 'leaseCancel.confirmEndPause.message'
              : 'subscriptions.confirm.resume.message',
            { product: pending.lease.productName, date: date(pending.lease.currentPeriodEnd) },
          )}
          confirmLabel={t(
            pending.action === 'endPause' ? 'leaseCancel.endPause' : 'subscriptions.confirm.resume.confirm',
          )}
          cancelLabel={t('subscriptions.confirm.back')}
          closeLabel={t('modal.close')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
