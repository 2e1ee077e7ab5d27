import { pages } from '@shop/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveAccountLanguage } from '@/shared/session/accountLanguage';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useConfirmSignUp } from './api';
import { redirectTarget } from './redirect';

const linkClass = buttonClass({ size: 'lg', className: 'inline-block' });

/**
 * /confirm-signup?token=…: the sign-up's e-mailed link. It creates the account and signs the buyer in as
 * sign-in does, then goes to the page the sign-up came from (the account page otherwise). A dead link says so
 * and leads back to the register page.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSignUp(token);
  const answer = confirm.data;

  useEffect(() => {
    if (!answer) return;
    const { redirect, ...info } = answer;
    useSession.getState().signIn(info);
    saveAccountLanguage();
    void navigate(redirect ? redirectTarget(redirect) : pages.profile, { replace: true });
  }, [answer, navigate]);

  const failure = token ? confirm.error?.message : tError('account.linkTokenMissing');
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-white">{t('confirmSignUp.title')}</h1>
      <div className="mt-8 space-y-6">
        {failure ? (
          <>
            <ErrorAlert message={failure} />
            <Link to={pages.register} className={linkClass} data-testid="confirm-signup-again">
              {t('confirmSignUp.registerAgain')}
            </Link>
          </>
        ) : (
          <Spinner label={t('confirmSignUp.confirming')} />
        )}
      </div>
    </section>
  );
}
