import { type AdminSubscription, LEASE_GRACE_EXTENSION_MAX_DAYS } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDate } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import type { ActionOutcome } from '../components/ActionOutcome';
import { useExtendLeaseGrace } from './api';

/**
 * A past-due lease's row action: extends its grace period by 1 to 60 days (docs/rules/leases.md) and tells the
 * tab the new grace end, or the server's translated refusal.
 */
export function GraceExtension({
  lease,
  onOutcome,
}: {
  lease: AdminSubscription;
  onOutcome(outcome: ActionOutcome | null): void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [days, setDays] = useState('7');
  const extend = useExtendLeaseGrace();

  const run = () => {
    onOutcome(null);
    extend.mutate(
      { id: lease._id, days: Number(days) },
      {
        onSuccess: (saved) =>
          onOutcome({
            kind: 'success',
            text: t('subscriptions.grace.extended', {
              product: lease.productName,
              date: saved.graceUntil ? formatDate(saved.graceUntil, pickLanguage(i18n.language)) : '—',
            }),
          }),
        onError: (error) =>
          onOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
      },
    );
  };

  return (
    <span className="flex items-center gap-2">
      <input
        type="number"
        min={1}
        max={LEASE_GRACE_EXTENSION_MAX_DAYS}
        aria-label={t('subscriptions.grace.days')}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        data-testid="admin-subscription-grace-days"
        className="w-16 rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
      />
      <Button size="xs" data-testid="admin-subscription-grace" disabled={extend.isPending} onClick={run}>
        {t('subscriptions.grace.extend')}
      </Button>
    </span>
  );
}
