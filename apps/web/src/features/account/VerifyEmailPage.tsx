import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useVerifyEmail } from './selfServiceApi';

const linkClass = buttonClass({ size: 'lg', className: 'inline-block' });

/**
 * /verify-email?token=…: follows the link. A verified address updates the stored session; a completed
 * change of address revoked every session, so this browser's is cleared and the visitor signs in again.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('selfService');
  const { t: tError } = useTranslation('errors');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const result = verify.data;

  useEffect(() => {
    if (!result) return;
    const session = useSession.getState();
    if (result.emailChanged) session.clearUser();
    else if (session.userInfo?.email === result.email) session.update({ emailVerified: true });
  }, [result]);

  const signedIn = useSession((state) => state.userInfo) !== null;
  let content: ReactNode;
  if (!token) content = <ErrorAlert message={tError('account.linkTokenMissing')} />;
  else if (verify.isPending) content = <Spinner label={t('verifyEmail.checking')} />;
  else if (verify.error) content = <ErrorAlert message={verify.error.message} />;
  else
    content = (
      <p
        role="status"
        data-testid="verify-email-done"
        className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
      >
        {result?.message}
      </p>
    );

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('verifyEmail.title')}</h1>
      <div className="mt-8 space-y-6">
        {content}
        {(!token || !verify.isPending) && (
          <Link to={signedIn ? '/profile' : '/login'} className={linkClass}>
            {signedIn ? t('verifyEmail.toProfile') : t('verifyEmail.toLogin')}
          </Link>
        )}
      </div>
    </section>
  );
}
