import { type Product, pageLinks } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { serverMessage } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format';
import { useSession } from '@/shared/session/store';
import { Button } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Field } from '@/shared/ui/Field';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useInBrowser } from '@/shared/useInBrowser';
import { useStartTrial } from './api';

/**
 * The product page's free trial (docs/rules/trials.md), for a product that offers one: sign in first, then
 * the machine's MachineId-Name. The server's translated message says why a trial is refused.
 */
export function StartTrial({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const language = pickLanguage(i18n.language);
  // The session lives in the browser: the server's render, and hydration, show the signed-out invitation.
  const inBrowser = useInBrowser();
  const signedIn = useSession((state) => Boolean(state.userInfo)) && inBrowser;
  const { pathname } = useLocation();
  const [machineIdName, setMachineIdName] = useState('');
  const start = useStartTrial();
  if (!product.trialDays) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start.mutate({ productId: product._id, machineIdName });
  };

  return (
    <div
      className="mt-4 space-y-3 rounded-xl border border-brand-500/40 bg-slate-900 p-5"
      data-testid="trial-panel"
    >
      <p className="font-semibold text-brand-400">{t('card.trial', { count: product.trialDays })}</p>
      {!signedIn ? (
        <Link
          to={`/signin?redirect=${encodeURIComponent(pathname)}`}
          className="inline-flex min-h-6 items-center text-brand-400 hover:underline"
          data-testid="trial-sign-in"
        >
          {t('trial.signIn')}
        </Link>
      ) : start.data ? (
        <p role="status" className="text-sm text-green-300" data-testid="trial-started">
          {t('trial.started', { date: formatDateTime(start.data.endsAt, language) })}{' '}
          <Link to={pageLinks.profileTab('indicators')} className="text-brand-400 hover:underline">
            {t('trial.area')}
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3" data-testid="trial-form">
          <Field label={t('trial.machine')} hint={t('trial.hint')}>
            {(control) => (
              <input
                {...control}
                value={machineIdName}
                onChange={(event) => setMachineIdName(event.target.value)}
                autoComplete="off"
                data-testid="trial-machine"
                className={fieldClass('md', 'w-full font-mono')}
              />
            )}
          </Field>
          {start.isError && <ErrorAlert message={serverMessage(start.error, t('common:errors.generic'))} />}
          <Button type="submit" disabled={start.isPending} data-testid="trial-start">
            {t('trial.start')}
          </Button>
        </form>
      )}
    </div>
  );
}
