import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { LoadErrorBanner } from '../components/AdminUi';
import { useDisableTwoFactor, useTwoFactorStatus } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/** The admin's own two-factor sign-in: status, set up or reset on a new device, turn off when allowed. */
export function SecurityTab() {
  const { t, i18n } = useTranslation('admin');
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (status.isError) {
    return <LoadErrorBanner message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Spinner />;
  const { enabled, enabledAt, recoveryCodesLeft, required } = status.data;

  return (
    <section aria-labelledby="security-title" className="max-w-2xl space-y-6" data-testid="security-tab">
      <h2 id="security-title" className="text-xl font-semibold text-white">
        {t('security.title')}
      </h2>
      <p className="text-slate-300">{t('security.intro')}</p>
      <p className="text-slate-200" data-testid="two-factor-status">
        {enabled && enabledAt
          ? t('security.statusOn', {
              date: new Date(enabledAt).toLocaleDateString(i18n.language),
              count: recoveryCodesLeft,
            })
          : t('security.statusOff')}
      </p>
      <TwoFactorEnrolment
        startLabel={enabled ? t('security.restart') : t('security.start')}
        onEnrolled={setCodes}
      />
      {enabled &&
        (required ? <p className="text-sm text-slate-400">{t('security.policyNote')}</p> : <DisableForm />)}
    </section>
  );
}

/** Turning the factor off: the password and a current code (refused by the server under ADMIN_REQUIRE_2FA). */
function DisableForm() {
  const { t } = useTranslation(['admin', 'common']);
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-800 pt-6">
      <h3 className="font-semibold text-white">{t('security.disableTitle')}</h3>
      <TextField
        label={t('security.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('security.disableCode')}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {disable.isError && <ErrorAlert message={serverMessage(disable.error, t('common:errors.generic'))} />}
      <button
        type="submit"
        disabled={disable.isPending}
        className="rounded-md border border-red-500/60 px-4 py-2 text-sm text-red-300 hover:bg-red-500/10 disabled:opacity-60"
      >
        {disable.isPending ? t('security.disabling') : t('security.disable')}
      </button>
    </form>
  );
}
