import type { LeaseDunningSettings } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { TextField } from '@/shared/ui/TextField';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner } from '../components/AdminUi';
import { useLeaseDunning, useSaveLeaseDunning } from './api';

/**
 * The owner's dunning days (docs/rules/leases.md, "The dunning days"): when the mid-grace and the last reminder
 * of a failed renewal go out. The server judges them against the grace period and answers its translated refusal.
 */
export function DunningDays() {
  const { t } = useTranslation('admin');
  const settings = useLeaseDunning();
  return (
    <section className="space-y-2 rounded-lg border border-slate-800 p-4" data-testid="admin-lease-dunning">
      <h3 className="font-semibold text-white">{t('subscriptions.dunning.title')}</h3>
      <QueryState query={settings} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(current) => <DunningForm current={current} />}
      </QueryState>
    </section>
  );
}

function DunningForm({ current }: { current: LeaseDunningSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const [midway, setMidway] = useState(String(current.midwayAfterDays));
  const [lastNotice, setLastNotice] = useState(String(current.lastNoticeBeforeDays));
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const save = useSaveLeaseDunning();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(
      { midwayAfterDays: Number(midway), lastNoticeBeforeDays: Number(lastNotice) },
      {
        onSuccess: (saved) =>
          setOutcome({
            kind: 'success',
            text: t('subscriptions.dunning.saved', {
              midway: saved.midwayAfterDays,
              lastNotice: saved.lastNoticeBeforeDays,
            }),
          }),
        onError: (error) =>
          setOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
      },
    );
  };

  const fields = [
    { label: 'subscriptions.dunning.midway', value: midway, set: setMidway, testId: 'admin-dunning-midway' },
    {
      label: 'subscriptions.dunning.lastNotice',
      value: lastNotice,
      set: setLastNotice,
      testId: 'admin-dunning-last',
    },
  ] as const;

  return (
    <form className="space-y-2" onSubmit={submit}>
      <p className="text-sm text-slate-400">
        {t('subscriptions.dunning.hint', { graceDays: current.graceDays })}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        {fields.map((field) => (
          <TextField
            key={field.testId}
            type="number"
            min={1}
            label={t(field.label)}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
            data-testid={field.testId}
          />
        ))}
        <Button type="submit" size="xs" disabled={save.isPending} data-testid="admin-dunning-save">
          {t('subscriptions.dunning.save')}
        </Button>
      </div>
      <ActionOutcomeBanner outcome={outcome} testId="admin-dunning-outcome" />
    </form>
  );
}
