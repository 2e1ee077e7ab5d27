import { pages } from '@shop/contracts';
import { admin } from '@shop/i18n/admin';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { registerNamespace } from '@/shared/i18n';
import { useSession } from '@/shared/session/store';
import { Spinner } from '@/shared/ui/Spinner';
import { SecondFactorGate } from './security/SecondFactorGate';
import { type AdminTabId, adminTabs, registeredTabs } from './tabs';

registerNamespace('admin', admin);

/**
 * /admin?tab=…: the back-office. Signed out it goes to /signin (which leads to /login?redirect=/admin), a
 * customer goes to /, an admin whose session lacks a required second factor to enrolment or the code step.
 * The server checks every admin call on its own; these guards only spare the screen.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useSession((state) => state.userInfo);
  const [params, setParams] = useSearchParams();

  if (!user) return <Navigate to="/signin?redirect=/admin" replace />;
  if (!user.isAdmin) return <Navigate to={pages.home} replace />;

  const tabs = registeredTabs();
  const requested = params.get('tab') as AdminTabId | null;
  const active = requested && tabs.includes(requested) ? requested : tabs[0];
  const ActiveTab = active ? adminTabs[active] : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="admin-panel">
      <header className="mb-6 flex flex-wrap items-center gap-4 border-b border-slate-800 pb-4">
        <div>
          <h1 className="text-2xl font-bold text-white">{t('shell.title')}</h1>
          <p className="text-sm text-slate-400" data-testid="admin-user">
            {t('shell.signedInAs', { name: user.name })}
          </p>
        </div>
        <Link
          to={pages.home}
          className="ml-auto rounded-md border border-slate-700 px-4 py-2 text-sm text-slate-200 hover:bg-slate-800"
        >
          {t('shell.backToSite')}
        </Link>
      </header>
      <SecondFactorGate>
        {tabs.length > 0 && (
          <div role="tablist" aria-label={t('shell.tabsLabel')} className="mb-6 flex flex-wrap gap-2">
            {tabs.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`admin-tab-${id}`}
                aria-selected={id === active}
                aria-controls="admin-tab-panel"
                onClick={() => setParams({ tab: id })}
                className={`rounded-md px-4 py-2 text-sm font-medium ${
                  id === active ? 'bg-brand-600 text-white' : 'bg-slate-900 text-slate-300 hover:bg-slate-800'
                }`}
              >
                {t(`tabs.${id}`)}
              </button>
            ))}
          </div>
        )}
        {ActiveTab && (
          <section id="admin-tab-panel" role="tabpanel" aria-labelledby={`admin-tab-${active}`}>
            <Suspense fallback={<Spinner />}>
              <ActiveTab />
            </Suspense>
          </section>
        )}
      </SecondFactorGate>
    </div>
  );
}
