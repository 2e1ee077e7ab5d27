import type { AdminCouponList, TwoFactorStatus } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { AdminPage } from './AdminPage';

const languages: Language[] = ['fr', 'en'];
const noSecondFactor: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  required: false,
  secondFactorVerified: false,
  recoveryCodesLeft: 0,
};
const noCoupons: AdminCouponList = {
  coupons: [],
  pagination: { current: 1, total: 1, totalItems: 0, limit: 20 },
};

const renderAdmin = (language: Language, url = '/admin') =>
  renderWithApp(<AdminPage />, { language, url, path: '/admin' });

describe.each(languages)('back-office shell (%s)', (language) => {
  test('a signed-out visitor is sent to sign in, with /admin as the way back', async () => {
    await renderAdmin(language);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=/admin');
  });

  test('a customer is sent home', async () => {
    signIn({ isAdmin: false });
    await renderAdmin(language);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('tabs: the one in the URL is selected, a click selects another and keeps it in the URL', async () => {
    signIn({ isAdmin: true, name: 'Ada Admin' });
    stubApi({
      'GET /users/two-factor': ok<TwoFactorStatus>(noSecondFactor),
      'GET /admin/coupons': ok<AdminCouponList>(noCoupons),
    });
    const { user, t } = await renderAdmin(language, '/admin?tab=coupons');
    expect(screen.getByTestId('admin-user')).toHaveTextContent(
      t('admin:shell.signedInAs', { name: 'Ada Admin' }),
    );
    const coupons = await screen.findByRole('tab', { name: t('admin:tabs.coupons') });
    expect(coupons).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(t('admin:tabs.coupons'));
    expect(await screen.findByText(t('admin:coupons.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: t('admin:tabs.security') }));
    // The security tab's code loads lazily: the switch lands once it has.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=security'));
    expect(screen.getByRole('tab', { name: t('admin:tabs.security') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(coupons).toHaveAttribute('aria-selected', 'false');
  });

  test('an unknown tab falls back to the first one', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /users/two-factor': ok<TwoFactorStatus>(noSecondFactor) });
    const { t } = await renderAdmin(language, '/admin?tab=nope');
    expect(await screen.findByRole('tab', { name: t('admin:tabs.dashboard') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a shop that requires a second factor asks an admin without one to enrol, with no tabs', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /users/two-factor': ok<TwoFactorStatus>({ ...noSecondFactor, required: true }) });
    await renderAdmin(language);
    expect(await screen.findByTestId('two-factor-required')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
