import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useConfirmEnrolment, useStartEnrolment } from './api';

const inputClass =
  'w-40 rounded-lg border border-slate-700 bg-slate-950 px-4 py-2.5 font-mono text-lg tracking-widest text-white focus:border-brand-500 focus:outline-none';

interface TwoFactorEnrolmentProps {
  /** The button that starts it (set up, or reset on a new device). */
  startLabel: string;
  /** The factor is on: the parent shows the recovery codes (the session is replaced right after). */
  onEnrolled(recoveryCodes: string[]): void;
}

/**
 * Enrolment: a new secret as QR code and text, then its first code turns the factor on. A first enrolment
 * starts with a link e-mailed to the account; it opens this page with `enrol=<token>`, and the same button
 * then gets the secret.
 */
export function TwoFactorEnrolment({ startLabel, onEnrolled }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [params] = useSearchParams();
  const enrolToken = params.get('enrol');
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const codeId = useId();
  const answer = start.data;
  const setup = answer && 'secret' in answer ? answer : undefined;

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await confirm.mutateAsync(code).catch(() => undefined);
    if (!answer) return;
    onEnrolled(answer.recoveryCodes);
    useSession.getState().signIn(answer.user);
  };

  if (!setup) {
    return (
      <div className="space-y-3">
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          disabled={start.isPending}
          onClick={() => start.mutate(enrolToken)}
        >
          {start.isPending ? t('security.starting') : startLabel}
        </button>
        {answer && 'emailSent' in answer && (
          <p role="status" className="text-slate-200" data-testid="two-factor-link-sent">
            {answer.message}
          </p>
        )}
        {start.isError && <ErrorAlert message={serverMessage(start.error, t('common:errors.generic'))} />}
      </div>
    );
  }

  return (
    <div className="space-y-6" data-testid="two-factor-enrolment">
      <div className="space-y-3">
        <p className="text-slate-200">{t('security.scan')}</p>
        <img
          src={setup.qrCodeDataUrl}
          alt={t('security.qrAlt')}
          width={240}
          height={240}
          className="rounded-md bg-white p-2"
        />
        <p className="text-sm text-slate-400">{t('security.manualKey')}</p>
        <code
          className="block w-fit break-all rounded bg-slate-950 px-3 py-2 font-mono text-slate-100"
          data-testid="two-factor-secret"
        >
          {setup.secret}
        </code>
      </div>
      <form className="space-y-3" onSubmit={onConfirm} noValidate>
        <p className="text-slate-200">{t('security.confirmTitle')}</p>
        <label htmlFor={codeId} className="block text-sm font-medium text-slate-300">
          {t('security.code')}
        </label>
        <input
          id={codeId}
          className={inputClass}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          data-testid="two-factor-confirm-code"
        />
        {confirm.isError && <ErrorAlert message={serverMessage(confirm.error, t('common:errors.generic'))} />}
        <button type="submit" className={buttonClass({ size: 'sm' })} disabled={confirm.isPending}>
          {confirm.isPending ? t('security.confirming') : t('security.confirm')}
        </button>
      </form>
    </div>
  );
}
