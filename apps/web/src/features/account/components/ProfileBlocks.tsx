import { pickLanguage } from '@shop/i18n/web';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { countryName } from '@/shared/forms/countries';
import type { UserInfo } from '@/shared/session/store';

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

const buttonClass =
  'rounded-lg border border-brand-500 px-4 py-2 text-sm font-medium text-brand-400 hover:bg-brand-500 hover:text-white';

interface BlockProps {
  /** Names the block's test ids (`{name}-block`) and title id (`{name}-block-title`). */
  name: string;
  title: string;
  actionLabel: string;
  actionTestId: string;
  onAction(): void;
  children: ReactNode;
}

/** A titled card with an action button and a list of rows. */
function Block({ name, title, actionLabel, actionTestId, onAction, children }: BlockProps) {
  const titleId = `${name}-block-title`;
  return (
    <section
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-6"
      aria-labelledby={titleId}
      data-testid={`${name}-block`}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-xl font-semibold text-white">
          {title}
        </h2>
        <button type="button" className={buttonClass} onClick={onAction} data-testid={actionTestId}>
          {actionLabel}
        </button>
      </div>
      <dl className="divide-y divide-slate-800">{children}</dl>
    </section>
  );
}

/** Name, e-mail and an edit button. */
export function AccountBlock({ user, onEdit }: { user: UserInfo; onEdit(): void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Block
      name="account"
      title={t('accountBlock.title')}
      actionLabel={t('accountBlock.edit')}
      actionTestId="edit-profile"
      onAction={onEdit}
    >
      <Row label={t('accountBlock.name')} value={user.name} testId="account-name" />
      <Row label={t('accountBlock.email')} value={user.email} testId="account-email" />
      {user.createdAt && (
        <Row
          label={t('accountBlock.memberSince')}
          value={formatDate(user.createdAt, pickLanguage(i18n.language))}
          testId="account-created"
        />
      )}
    </Block>
  );
}

/** Billing details with "not provided" placeholders and an update button. */
export function BillingBlock({ user, onEdit }: { user: UserInfo; onEdit(): void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Block
      name="billing"
      title={t('billingBlock.title')}
      actionLabel={t('billingBlock.update')}
      actionTestId="edit-billing"
      onAction={onEdit}
    >
      <Row label={t('billingBlock.name')} value={user.billingName} testId="billing-name-value" />
      <Row label={t('billingBlock.address')} value={user.billingAddress} testId="billing-address-value" />
      <Row label={t('billingBlock.zip')} value={user.billingZip} testId="billing-zip-value" />
      <Row label={t('billingBlock.city')} value={user.billingCity} testId="billing-city-value" />
      <Row
        label={t('billingBlock.country')}
        value={user.billingCountry ? countryName(user.billingCountry, i18n.language) : null}
        testId="billing-country-value"
      />
      <Row label={t('billingBlock.company')} value={user.billingCompany} testId="billing-company-value" />
      <Row label={t('billingBlock.vat')} value={user.billingVAT} testId="billing-vat-value" />
    </Block>
  );
}
