import {
  type AffiliateCommissionScope,
  affiliateCommissionScopes,
  affiliateTermsSchema,
} from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { useApprovePartner, useSavePartnerTerms } from './api';
import { type DialogProps, FormRefusal, PartnerForm } from './PartnerForm';

/** What an application is offered unless the owner changes it: a fifth of the first purchase. */
const DEFAULT_PERCENT = 20;
const DEFAULT_RENEWAL_MONTHS = 12;

/**
 * Approving an application with its commission, or changing an approved partner's (new orders only): a whole
 * percentage of each paid line's net, on the first purchase only or on lease renewals too for N months.
 */
export function TermsDialog({ partner, onClose }: DialogProps) {
  const { t } = useTranslation(['affiliates', 'admin', 'errors']);
  const approving = partner.status !== 'approved';
  const approve = useApprovePartner();
  const saveTerms = useSavePartnerTerms();
  const [percent, setPercent] = useState(String(partner.terms?.percent ?? DEFAULT_PERCENT));
  const [scope, setScope] = useState<AffiliateCommissionScope>(partner.terms?.scope ?? 'first_purchase');
  const [months, setMonths] = useState(String(partner.terms?.renewalMonths ?? DEFAULT_RENEWAL_MONTHS));

  const send = async () => {
    const terms = affiliateTermsSchema.safeParse({
      percent: Number(percent),
      scope,
      renewalMonths: scope === 'renewals' ? Number(months) : null,
    });
    if (!terms.success) throw new FormRefusal(t(`errors:${terms.error.issues[0]?.message as ErrorCode}`));
    await (approving ? approve : saveTerms).mutateAsync({ id: partner._id, body: { terms: terms.data } });
    return approving ? t('admin.approved', { name: partner.name }) : t('admin.termsSaved');
  };

  return (
    <PartnerForm
      onClose={onClose}
      title={t('admin.termsTitle', { name: partner.name })}
      save={approving ? t('admin.approve') : undefined}
      testId="partner-terms-dialog"
      send={send}
    >
      <TextField
        label={t('admin.percent')}
        type="number"
        min={1}
        max={90}
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        data-testid="partner-percent"
      />
      <Select
        label={t('admin.scope')}
        value={scope}
        onChange={(event) => setScope(event.target.value as AffiliateCommissionScope)}
        data-testid="partner-scope"
      >
        {affiliateCommissionScopes.map((value) => (
          <option key={value} value={value}>
            {t(`admin.scopes.${value}`)}
          </option>
        ))}
      </Select>
      {scope === 'renewals' && (
        <TextField
          label={t('admin.renewalMonths')}
          type="number"
          min={1}
          max={36}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
          data-testid="partner-renewal-months"
        />
      )}
    </PartnerForm>
  );
}
