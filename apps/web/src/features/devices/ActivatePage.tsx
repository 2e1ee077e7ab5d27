import { activatePageLink, normaliseUserCode, pages } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { serverMessage } from '@/shared/api/errors';
import { useSession } from '@/shared/session/store';
import { Button } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TextField } from '@/shared/ui/TextField';
import { useDeviceAuthorization, useDeviceDecision } from './api';

const box = 'mt-8 rounded-xl border border-slate-800 bg-slate-900/60 p-6';

/**
 * /activate?code=: where a buyer approves an indicator's sign-in (RFC 8628's verification URI). Signed out, it
 * sends to the sign-in (two-factor included) and back here; then the code, typed or from the link, shows the
 * machine, product and NinjaTrader version, and the buyer approves or denies it with a POST of their session.
 */
export function ActivatePage() {
  const { t } = useTranslation(['devices', 'errors']);
  const [params, setParams] = useSearchParams();
  const signedIn = useSession((state) => state.userInfo !== null);
  const fromLink = params.get('code') ?? '';
  const [typed, setTyped] = useState(fromLink);
  const [invalid, setInvalid] = useState(false);
  const code = normaliseUserCode(fromLink);
  const lookup = useDeviceAuthorization(signedIn ? code : null);
  const decision = useDeviceDecision();

  if (!signedIn) {
    const back = fromLink ? activatePageLink(fromLink) : pages.activate;
    return (
      <section className="mx-auto max-w-md px-4 py-16" data-testid="activate-page">
        <h1 className="text-3xl font-bold text-white">{t('activate.title')}</h1>
        <p className="mt-4 text-slate-300">{t('activate.signInFirst')}</p>
        <Link
          to={`${pages.login}?redirect=${encodeURIComponent(back)}`}
          className="mt-6 inline-block rounded-lg bg-brand-500 px-5 py-3 font-medium text-white hover:bg-brand-600"
          data-testid="activate-sign-in"
        >
          {t('activate.signIn')}
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseUserCode(typed);
    setInvalid(normalised === null);
    decision.reset();
    if (normalised) setParams({ code: normalised });
  };
  const another = () => {
    setTyped('');
    decision.reset();
    setParams({});
  };
  const decide = (choice: 'approve' | 'deny') =>
    code && decision.mutate({ userCode: code, decision: choice });
  const done = decision.data?.status;
  const failure = decision.error ?? lookup.error;

  return (
    <section className="mx-auto max-w-lg px-4 py-16" data-testid="activate-page">
      <h1 className="text-3xl font-bold text-white">{t('activate.title')}</h1>
      {done ? (
        <p
          role="status"
          data-testid={`activate-${done}`}
          className="mt-8 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
        >
          {t(`activate.${done}`)}
        </p>
      ) : lookup.data && !lookup.isFetching ? (
        <div className={box} data-testid="activate-confirm">
          <h2 className="text-xl font-semibold text-white">{t('activate.confirmTitle')}</h2>
          <p className="mt-2 text-sm text-slate-400">{t('activate.confirmIntro')}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-200">
            <dt className="text-slate-400">{t('activate.codeLabel')}</dt>
            <dd className="font-mono">{lookup.data.userCode}</dd>
            <dt className="text-slate-400">{t('activate.product')}</dt>
            <dd data-testid="activate-product">{lookup.data.product.name}</dd>
            <dt className="text-slate-400">{t('activate.machine')}</dt>
            <dd data-testid="activate-machine">{lookup.data.machineName}</dd>
            <dt className="text-slate-400">{t('activate.platform')}</dt>
            <dd data-testid="activate-platform">{lookup.data.platformVersion}</dd>
          </dl>
          {decision.error && (
            <ErrorAlert message={serverMessage(decision.error, t('errors:internal'))} className="mt-4" />
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              size="lg"
              disabled={decision.isPending}
              onClick={() => decide('approve')}
              data-testid="activate-approve"
            >
              {decision.isPending ? t('activate.working') : t('activate.approve')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={decision.isPending}
              onClick={() => decide('deny')}
              data-testid="activate-deny"
            >
              {t('activate.deny')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={box} onSubmit={submit} noValidate data-testid="activate-form">
          <p className="mb-4 text-slate-300">{t('activate.intro')}</p>
          <TextField
            label={t('activate.codeLabel')}
            name="userCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="BCDF-GHJK"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={invalid ? t('errors:device.userCode.invalid') : undefined}
          />
          {failure && !invalid && (
            <ErrorAlert message={serverMessage(failure, t('errors:internal'))} className="mt-4" />
          )}
          <Button type="submit" size="lg" className="mt-4" disabled={lookup.isFetching}>
            {lookup.isFetching ? t('activate.checking') : t('activate.check')}
          </Button>
        </form>
      )}
      {(done || failure) && (
        <button
          type="button"
          onClick={another}
          className="mt-6 py-1 font-medium text-brand-400 hover:underline"
          data-testid="activate-another"
        >
          {t('activate.otherCode')}
        </button>
      )}
    </section>
  );
}
