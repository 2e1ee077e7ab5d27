import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { UserMenu } from './UserMenu';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('user menu (%s)', (language) => {
  test('follows the menu-button pattern: arrows, End, Escape back to the button', async () => {
    const user = signIn();
    const view = await renderWithApp(<UserMenu user={user} />, { language });
    const button = screen.getByTestId('user-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await view.user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: view.t('common:header.userMenu') });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveTextContent(user.email);
    const profile = screen.getByRole('menuitem', { name: view.t('common:nav.profile') });
    const logout = screen.getByRole('menuitem', { name: view.t('common:nav.logout') });
    expect(profile).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await view.user.keyboard('{End}');
    expect(logout).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  test('the profile item opens the profile', async () => {
    const view = await renderWithApp(<UserMenu user={signIn()} />, { language });
    screen.getByTestId('user-menu').focus();
    await view.user.keyboard('{ArrowDown}');
    await view.user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  test('logging out revokes the tokens, clears the session and the cart, and goes to /login', async () => {
    const { calls } = stubApi({ 'POST /users/logout': { status: 204 } });
    localStorage.setItem('cartItems', '[]');
    const view = await renderWithApp(<UserMenu user={signIn()} />, { language });
    await view.user.click(screen.getByTestId('user-menu'));
    await view.user.click(screen.getByRole('menuitem', { name: view.t('common:nav.logout') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /users/logout']);
    expect(useSession.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });
});
