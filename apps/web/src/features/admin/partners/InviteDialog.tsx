import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/TextField';
import { useInvitePartner } from './api';
import { PartnerForm } from './PartnerForm';
import { useTermsFields } from './TermsFields';

/** The owner makes an existing account a partner at once, approved with its commission and an optional code. */
export function InviteDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('affiliates');
  const invite = useInvitePartner();
  const terms = useTermsFields(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');

  const send = async () => {
    const partner = await invite.mutateAsync({
      email: email.trim(),
      code: code.trim() || null,
      terms: terms.read(),
    });
    return t('admin.invited', { name: partner.name, code: partner.code });
  };

  return (
    <PartnerForm onClose={onClose} title={t('admin.inviteTitle')} testId="partner-invite-dialog" send={send}>
      <TextField
        label={t('admin.inviteEmail')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="partner-invite-email"
      />
      <TextField
        label={t('apply.code')}
        hint={t('apply.codeHint')}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        data-testid="partner-invite-code"
      />
      {terms.fields}
    </PartnerForm>
  );
}
