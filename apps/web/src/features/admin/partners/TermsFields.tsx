import {
  type AffiliateCommissionScope,
  type AffiliateTerms,
  affiliateCommissionScopes,
  affiliateTermsSchema,
} from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { FormRefusal } from './PartnerForm';

/** What a new partner is offered unless the owner changes it: a fifth of the first purchase. */
const DEFAULT_PERCENT = 20;
const DEFAULT_RENEWAL_MONTHS = 12;

/**
 * A partner's commission as the owner types it (approving, changing, inviting): a whole percentage of each paid
 * line's net, on the first purchase only or on lease renewals too for N months. `read()` gives the terms, or
 * throws the contract's translated refusal before anything is sent.
 */
export function useTermsFields(initial: AffiliateTerms | null) {
  const { t } = useTranslation(['affiliates', 'errors']);
  const [percent, setPercent] = useState(String(initial?.percent ?? DEFAULT_PERCENT));
  const [scope, setScope] = useState<AffiliateCommissionScope>(initial?.scope ?? 'first_purchase');
  const [months, setMonths] = useState(String(initial?.renewalMonths ?? DEFAULT_RENEWAL_MONTHS));

  const read = (): AffiliateTerms => {
    const terms = affiliateTermsSchema.safeParse({
      percent: Number(percent),
      scope,
      renewalMonths: scope === 'renewals' ? Number(months) : null,
    });
    if (!terms.success) throw new FormRefusal(t(`errors:${terms.error.issues[0]?.message as ErrorCode}`));
    return terms.data;
  };

  const fields = (
    <>
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
    </>
  );
  return { fields, read };
}
