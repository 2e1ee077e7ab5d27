import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { useSaveAffiliateWindow } from './api';

/** The programme's attribution window: how many days a consented click keeps its partner (default 30). */
export function WindowSetting({ windowDays }: { windowDays: number }) {
  const { t } = useTranslation(['affiliates', 'common']);
  const [days, setDays] = useState(String(windowDays));
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const save = useSaveAffiliateWindow();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(Number(days), {
      onSuccess: (saved) =>
        setOutcome({ kind: 'success', text: t('admin.windowSaved', { days: saved.windowDays }) }),
      onError: (error) =>
        setOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
    });
  };

  return (
    <form className="space-y-2" onSubmit={submit} data-testid="partner-window">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('admin.window')}
          type="number"
          min={1}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          data-testid="partner-window-days"
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('admin.windowSave')}
        </Button>
      </div>
      <ActionOutcomeBanner outcome={outcome} testId="partner-window-saved" />
    </form>
  );
}
