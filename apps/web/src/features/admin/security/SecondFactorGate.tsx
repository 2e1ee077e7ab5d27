import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { LoadErrorBanner } from '../components/AdminUi';
import { useTwoFactorStatus } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/**
 * Shows the back-office (`children`) only to a session the server lets in: where ADMIN_REQUIRE_2FA applies
 * and the session did not pass the second factor, an admin without one enrols here first, and an enrolled
 * admin is asked to sign in again with a code. The server refuses the admin routes either way.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (status.isError) {
    return <LoadErrorBanner message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Spinner />;
  const { required, secondFactorVerified, enabled } = status.data;
  if (!required || secondFactorVerified) return children;

  if (enabled) {
    const signInAgain = () => {
      useSession.getState().signOut();
      void navigate('/login?redirect=%2Fadmin', { replace: true });
    };
    return (
      <div className="max-w-xl space-y-4" role="alert">
        <p className="text-slate-200">{t('security.signInAgain')}</p>
        <button type="button" onClick={signInAgain} className={buttonClass({ size: 'sm' })}>
          {t('security.signInAgainButton')}
        </button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="enrolment-title"
      className="max-w-2xl space-y-4"
      data-testid="two-factor-required"
    >
      <h2 id="enrolment-title" className="text-xl font-semibold text-white">
        {t('security.title')}
      </h2>
      <p className="rounded-lg border border-accent-500/40 bg-accent-500/10 px-4 py-3 text-accent-400">
        {t('security.required')}
      </p>
      <p className="text-slate-300">{t('security.intro')}</p>
      <TwoFactorEnrolment startLabel={t('security.start')} onEnrolled={setCodes} />
    </section>
  );
}
