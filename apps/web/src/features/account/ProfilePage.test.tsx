import type { UserInfoDto } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer, signIn } from '@/test/stores';
import { ProfilePage } from './ProfilePage';

const languages: Language[] = ['fr', 'en'];

async function renderProfile(
  language: Language,
  url = '/profile',
  extra: Parameters<typeof stubApi>[0] = {},
) {
  signIn();
  const stub = stubApi({ 'GET /users/me': ok<UserInfoDto>(customer), ...extra });
  const view = await renderWithApp(
    <ProfilePage
      indicatorsTab={<p>indicators slot</p>}
      ordersTab={<p>orders slot</p>}
      partnerTab={<p>partner slot</p>}
    />,
    { language, url, path: '/profile' },
  );
  return { ...view, ...stub };
}

describe.each(languages)('profile page (%s)', (language) => {
  test('a signed-out visitor is sent to sign in, coming back to the same tab', async () => {
    await renderWithApp(<ProfilePage indicatorsTab={null} ordersTab={null} partnerTab={null} />, {
      language,
      url: '/profile?tab=orders',
      path: '/profile',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile%3Ftab%3Dorders');
  });

  test('tabs: the URL picks one, a click shows another and keeps it in the URL', async () => {
    const { user, t } = await renderProfile(language, '/profile?tab=orders');
    expect(screen.getByRole('tab', { name: t('account:profile.tabs.orders') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('orders slot');
    await user.click(screen.getByRole('tab', { name: t('account:profile.tabs.indicators') }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('indicators slot');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(t('account:profile.tabs.indicators'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=indicators');
    await user.click(screen.getByRole('tab', { name: t('account:profile.tabs.partner') }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('partner slot');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=partner');
  });

  test('the new-purchase banner shows after a purchase and is dismissed', async () => {
    const { user, t } = await renderProfile(language, '/profile?newpurchase=true');
    expect(screen.getByTestId('new-purchase-banner')).toHaveTextContent(
      t('account:profile.newPurchase.title'),
    );
    await user.click(screen.getByRole('button', { name: t('account:profile.newPurchase.dismiss') }));
    expect(screen.queryByTestId('new-purchase-banner')).toBeNull();
  });

  test('the profile dialog asks for the current password before a new one, and cancel gives the focus back', async () => {
    const { user, t, calls } = await renderProfile(language);
    const edit = screen.getByTestId('edit-profile');
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: t('account:editProfile.title') });
    await user.type(within(dialog).getByLabelText(t('account:editProfile.newPassword')), 'a-new-passphrase');
    await user.type(
      within(dialog).getByLabelText(t('account:editProfile.confirmPassword')),
      'a-new-passphrase',
    );
    await user.click(within(dialog).getByRole('button', { name: t('account:editProfile.save') }));
    expect(await within(dialog).findByText(t('errors:account.oldPasswordRequired'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t('account:editProfile.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
  });

  test('a saved profile replaces the stored user; a refusal shows the server message', async () => {
    // A 400: a 401 would sign the reader out (the API client's rule), which the sign-in tests cover.
    const { user, t } = await renderProfile(language, '/profile', {
      'PUT /users/profile': failure(400, {
        code: 'account.wrongPassword',
        message: 'Mot de passe actuel incorrect',
      }),
    });
    await user.click(screen.getByTestId('edit-profile'));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(t('account:editProfile.name'));
    await user.clear(name);
    await user.type(name, 'Alice Durand');
    await user.click(within(dialog).getByRole('button', { name: t('account:editProfile.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mot de passe actuel incorrect');

    const { calls } = stubApi({
      'GET /users/me': ok<UserInfoDto>(customer),
      'PUT /users/profile': ok<UserInfoDto>({ ...customer, name: 'Alice Durand' }),
    });
    await user.click(within(dialog).getByRole('button', { name: t('account:editProfile.save') }));
    expect(await within(dialog).findByText(t('account:editProfile.success'))).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().userInfo?.name).toBe('Alice Durand'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Alice Durand',
      email: customer.email,
    });
  });

  test('signing out everywhere asks first; cancel keeps the session', async () => {
    const { user, t, calls } = await renderProfile(language);
    await user.click(screen.getByRole('button', { name: t('selfService:privacy.signOutButton') }));
    const dialog = screen.getByRole('dialog', { name: t('selfService:signOutEverywhere.title') });
    await user.click(within(dialog).getByRole('button', { name: t('selfService:signOutEverywhere.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSession.getState().userInfo).not.toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
