import { useTranslation } from 'react-i18next';
import { asLanguage, formatDate } from '@/shared/format';
import type { UserInfo } from '@/shared/session/store';
import { countryName } from '../countries';

function Row({ label, value, testId }: { label: string; value: string | null | undefined; testId: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className={`sm:col-span-2 ${value ? 'text-white' : 'italic text-slate-500'}`} data-testid={testId}>
        {value || t('billingBlock.notProvided')}
      </dd>
    </div>
  );
}

const cardClass = 'rounded-xl border border-slate-800 bg-slate-900/60 p-6';
const buttonClass =
  'rounded-lg border border-brand-500 px-4 py-2 text-sm font-medium text-brand-400 hover:bg-brand-500 hover:text-white';

/** Name, e-mail and an edit button. */
export function AccountBlock({ user, onEdit }: { user: UserInfo; onEdit(): void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <section className={cardClass} aria-labelledby="account-block-title" data-testid="account-block">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="account-block-title" className="text-xl font-semibold text-white">
          {t('accountBlock.title')}
        </h2>
        <button type="button" className={buttonClass} onClick={onEdit} data-testid="edit-profile">
          {t('accountBlock.edit')}
        </button>
      </div>
      <dl className="divide-y divide-slate-800">
        <Row label={t('accountBlock.name')} value={user.name} testId="account-name" />
        <Row label={t('accountBlock.email')} value={user.email} testId="account-email" />
        {user.createdAt && (
          <Row
            label={t('accountBlock.memberSince')}
            value={formatDate(user.createdAt, asLanguage(i18n.language))}
            testId="account-created"
          />
        )}
      </dl>
    </section>
  );
}

/** Billing details with "not provided" placeholders and an update button. */
export function BillingBlock({ user, onEdit }: { user: UserInfo; onEdit(): void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <section className={cardClass} aria-labelledby="billing-block-title" data-testid="billing-block">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="billing-block-title" className="text-xl font-semibold text-white">
          {t('billingBlock.title')}
        </h2>
        <button type="button" className={buttonClass} onClick={onEdit} data-testid="edit-billing">
          {t('billingBlock.update')}
        </button>
      </div>
      <dl className="divide-y divide-slate-800">
        <Row label={t('billingBlock.name')} value={user.billingName} testId="billing-name-value" />
        <Row label={t('billingBlock.address')} value={user.billingAddress} testId="billing-address-value" />
        <Row label={t('billingBlock.zip')} value={user.billingZip} testId="billing-zip-value" />
        <Row label={t('billingBlock.city')} value={user.billingCity} testId="billing-city-value" />
        <Row
          label={t('billingBlock.country')}
          value={user.billingCountry ? countryName(user.billingCountry, i18n.language) : null}
          testId="billing-country-value"
        />
        <Row label={t('billingBlock.vat')} value={user.billingVAT} testId="billing-vat-value" />
      </dl>
    </section>
  );
}
