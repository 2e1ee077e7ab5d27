import type { ExchangeRate } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { TextField } from '@/shared/ui/TextField';
import { useExchangeRate, useSaveExchangeRate } from './api';

/**
 * The admin-set exchange rate (docs/rules/currencies.md): euros for one dollar and its date. Dollar invoices state
 * their VAT in euros at the rate their order recorded when paid; until one is set, paying in dollars is closed.
 */
export function ExchangeRateForm() {
  const { t } = useTranslation('admin', { keyPrefix: 'exchangeRate' });
  const current = useExchangeRate();
  const rate = current.data?.rate ?? null;
  return (
    <section aria-labelledby="exchange-rate-title" className="max-w-xl space-y-2">
      <h2 id="exchange-rate-title" className="text-lg font-semibold text-white">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-400">{t('help')}</p>
      {current.isSuccess && !rate && <p className="text-amber-300">{t('none')}</p>}
      {current.isSuccess && (
        <RateForm key={rate ? `${rate.eurPerUsd}-${rate.rateDate}` : 'none'} rate={rate} />
      )}
    </section>
  );
}

function RateForm({ rate }: { rate: ExchangeRate | null }) {
  const { t } = useTranslation('admin', { keyPrefix: 'exchangeRate' });
  const save = useSaveExchangeRate();
  const [eurPerUsd, setEurPerUsd] = useState(rate ? String(rate.eurPerUsd) : '');
  const [rateDate, setRateDate] = useState(rate?.rateDate ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ eurPerUsd: Number(eurPerUsd.replace(',', '.')), rateDate });
  };
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={onSubmit}
      noValidate
      data-testid="exchange-rate-form"
    >
      <TextField
        label={t('rate')}
        inputMode="decimal"
        value={eurPerUsd}
        onChange={(event) => setEurPerUsd(event.target.value)}
        data-testid="exchange-rate"
      />
      <TextField
        label={t('date')}
        type="date"
        value={rateDate}
        onChange={(event) => setRateDate(event.target.value)}
        data-testid="exchange-rate-date"
      />
      <div className="sm:col-span-2">
        <FormSubmit
          failure={save.error?.message}
          pending={save.isPending}
          label={t('save')}
          pendingLabel={t('save')}
        />
        {save.isSuccess && (
          <p role="status" className="mt-2 text-emerald-300">
            {t('saved')}
          </p>
        )}
      </div>
    </form>
  );
}
