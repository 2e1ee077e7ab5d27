import { type ProfileTab, pages, profileTabs } from '@shop/contracts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/store';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useLogout, useMe } from './api';
import { AccountStatusBanner } from './components/AccountStatusBanner';
import { BillingModal } from './components/BillingModal';
import { CloseAccountModal } from './components/CloseAccountModal';
import { EditProfileModal } from './components/EditProfileModal';
import { PrivacyBlock } from './components/PrivacyBlock';
import { AccountBlock, BillingBlock } from './components/ProfileBlocks';
import { withRedirect } from './redirect';
import { useLogoutEverywhere } from './selfServiceApi';

const asTab = (value: string | null): ProfileTab =>
  (profileTabs as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'profile';

interface ProfilePageProps {
  /** The purchased indicators (built by the checkout feature, composed by the router). */
  indicatorsTab: ReactNode;
  /** The paid orders table (built by the checkout feature, composed by the router). */
  ordersTab: ReactNode;
  /** Becoming a partner, then the partner's own area (built by the affiliates feature, composed by the router). */
  partnerTab: ReactNode;
}

/** /profile?tab=profile|indicators|orders|partner (&newpurchase=true): the customer area. */
export function ProfilePage({ indicatorsTab, ordersTab, partnerTab }: ProfilePageProps) {
  const { t } = useTranslation('account');
  const { t: tSelf } = useTranslation('selfService');
  const user = useSession((state) => state.userInfo);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const logoutCall = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const [modal, setModal] = useState<'profile' | 'billing' | 'signOutEverywhere' | 'closeAccount' | null>(
    null,
  );
  const tab = asTab(params.get('tab'));

  // Checks the stored token (a revoked one answers 401 and the shared client signs out) and refreshes the
  // stored copy with what the server holds (an admin may have edited the billing details).
  const me = useMe(user?.token);
  useEffect(() => {
    if (me.data) useSession.getState().update(me.data);
  }, [me.data]);

  // Signing out here goes to /login, not to the sign-in redirect back to /profile a signed-out visitor gets.
  const signOut = async () => {
    leaving.current = true;
    await logoutCall.mutateAsync();
    void navigate(pages.login, { replace: true });
  };
  const signOutEverywhere = async () => {
    leaving.current = true;
    await logoutEverywhere.mutateAsync().catch(() => useSession.getState().signOut());
    void navigate(pages.login, { replace: true });
  };
  const onAccountClosed = () => {
    leaving.current = true;
    void navigate('/login?account=closed', { replace: true });
  };
  const closeModal = useCallback(() => setModal(null), []);

  if (!user) {
    if (leaving.current) return null;
    return <Navigate to={withRedirect('/login', `/profile${location.search}`)} replace />;
  }

  const selectTab = (next: ProfileTab) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams);
  };
  const dismissBanner = () => {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('newpurchase');
    setParams(nextParams, { replace: true });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">{t('profile.title')}</h1>
          <p className="mt-1 text-slate-400">{t('profile.greeting', { name: user.name })}</p>
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={logoutCall.isPending}
          data-testid="profile-sign-out"
          className="rounded-lg border border-slate-700 px-4 py-2 text-sm text-red-300 hover:border-red-400"
        >
          {t('profile.signOut')}
        </button>
      </div>

      <AccountStatusBanner user={user} />

      {params.get('newpurchase') === 'true' && (
        <div
          role="status"
          data-testid="new-purchase-banner"
          className="mt-6 flex items-start justify-between gap-4 rounded-xl border border-green-500/40 bg-green-500/10 p-4"
        >
          <div>
            <p className="font-semibold text-green-300">{t('profile.newPurchase.title')}</p>
            <p className="mt-1 text-green-200/90">{t('profile.newPurchase.body')}</p>
          </div>
          <button type="button" onClick={dismissBanner} className="text-sm text-green-300 hover:underline">
            {t('profile.newPurchase.dismiss')}
          </button>
        </div>
      )}

      <div
        role="tablist"
        aria-label={t('profile.tabs.label')}
        className="mt-8 flex flex-wrap gap-x-1 border-b border-slate-800 sm:gap-x-2"
      >
        {profileTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`profile-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`profile-panel-${name}`}
            data-testid={`profile-tab-${name}`}
            onClick={() => selectTab(name)}
            className={`-mb-px border-b-2 px-3 py-2 font-medium sm:px-4 ${
              tab === name
                ? 'border-brand-500 text-brand-400'
                : 'border-transparent text-slate-400 hover:text-white'
            }`}
          >
            {t(`profile.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`profile-panel-${tab}`}
        aria-labelledby={`profile-tab-${tab}`}
        className="mt-8"
      >
        {tab === 'profile' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <AccountBlock user={user} onEdit={() => setModal('profile')} />
            <BillingBlock user={user} onEdit={() => setModal('billing')} />
            <PrivacyBlock
              onSignOutEverywhere={() => setModal('signOutEverywhere')}
              onCloseAccount={() => setModal('closeAccount')}
            />
          </div>
        )}
        {tab === 'indicators' && indicatorsTab}
        {tab === 'orders' && ordersTab}
        {tab === 'partner' && partnerTab}
      </div>

      {modal === 'profile' && <EditProfileModal user={user} onClose={closeModal} onSaved={closeModal} />}
      {modal === 'billing' && <BillingModal user={user} onClose={closeModal} />}
      {modal === 'signOutEverywhere' && (
        <ConfirmDialog
          title={tSelf('signOutEverywhere.title')}
          message={tSelf('signOutEverywhere.message')}
          confirmLabel={tSelf('signOutEverywhere.confirm')}
          cancelLabel={tSelf('signOutEverywhere.cancel')}
          closeLabel={t('modal.close')}
          onConfirm={() => void signOutEverywhere()}
          onCancel={closeModal}
        />
      )}
      {modal === 'closeAccount' && <CloseAccountModal onClose={closeModal} onClosed={onAccountClosed} />}
    </section>
  );
}
