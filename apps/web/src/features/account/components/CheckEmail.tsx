import { SIGNUP_LINK_TTL_HOURS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The register page once sent: the address the link went to, how long it works, and what to do when nothing
 * arrives. Signing up again sends a new link, which replaces the previous one.
 */
export function CheckEmail({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto max-w-md px-4 py-16" data-testid="register-check-email">
      <h1 className="text-3xl font-bold text-white">{t('register.checkEmailTitle')}</h1>
      <p
        role="status"
        className="mt-6 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
      >
        {t('register.checkEmail', { email, hours: SIGNUP_LINK_TTL_HOURS })}
      </p>
      <p className="mt-4 text-slate-400">{t('register.checkEmailHelp')}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-6 font-medium text-brand-400 hover:underline"
        data-testid="register-again"
      >
        {t('register.again')}
      </button>
    </section>
  );
}
