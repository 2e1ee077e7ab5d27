import { useTranslation } from 'react-i18next';
import { useApprovePartner, useSavePartnerTerms } from './api';
import { type DialogProps, PartnerForm } from './PartnerForm';
import { useTermsFields } from './TermsFields';

/** Approving an application with its commission, or changing an approved partner's (new orders only). */
export function TermsDialog({ partner, onClose }: DialogProps) {
  const { t } = useTranslation('affiliates');
  const approving = partner.status !== 'approved';
  const approve = useApprovePartner();
  const saveTerms = useSavePartnerTerms();
  const terms = useTermsFields(partner.terms);

  const send = async () => {
    await (approving ? approve : saveTerms).mutateAsync({ id: partner._id, body: { terms: terms.read() } });
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
      {terms.fields}
    </PartnerForm>
  );
}
