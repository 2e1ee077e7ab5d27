import type { SignInAnswer, UserInfoDto } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer } from '@/test/stores';
import { LoginPage } from './LoginPage';

const languages: Language[] = ['fr', 'en'];

async function signInThroughForm(url: string, language: Language) {
  const view = await renderWithApp(<LoginPage />, { language, url, path: '/login' });
  await view.user.type(screen.getByLabelText(view.t('account:login.email')), customer.email);
  await view.user.type(screen.getByLabelText(view.t('account:login.password')), 'a-long-passphrase');
  await view.user.click(screen.getByRole('button', { name: view.t('account:login.submit') }));
  return view;
}

describe.each(languages)('sign-in page (%s)', (language) => {
  test('signs in, stores the session, sends the account language and goes back to the redirect target', async () => {
    const { calls } = stubApi({
      'POST /users/signin': ok<SignInAnswer>(customer),
      'PUT /users/language': { status: 204 },
    });
    await signInThroughForm('/login?redirect=%2Fprofile%3Ftab%3Dprofile', language);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=profile'));
    expect(useSession.getState().userInfo?.token).toBe(customer.token);
    expect(calls[0]?.body).toEqual({ email: customer.email, password: 'a-long-passphrase' });
    expect(calls.find((call) => call.path === '/users/language')?.body).toEqual({ language });
  });

  test("a refused sign-in shows the server's message and marks both fields invalid", async () => {
    stubApi({
      'POST /users/signin': failure(401, {
        code: 'account.invalidCredentials',
        message: 'Identifiants invalides',
      }),
    });
    const { t } = await signInThroughForm('/login', language);
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    expect(screen.getByLabelText(t('account:login.email'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(t('account:login.password'))).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().userInfo).toBeNull();
  });

  test('a two-factor account is asked for its code before the session is stored', async () => {
    stubApi({
      'POST /users/signin': ok<SignInAnswer>({
        twoFactorRequired: true,
        challengeToken: 'challenge',
        expiresInSeconds: 300,
      }),
    });
    const { t } = await signInThroughForm('/login', language);
    expect(
      await screen.findByRole('heading', { name: t('account:loginTwoFactor.title') }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(t('account:loginTwoFactor.code'))).toBeInTheDocument();
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
  });

  test.each([
    ['error=session_mismatch', 'session-mismatch', 'account:login.sessionMismatch'],
    ['account=closed', 'account-closed', 'selfService:closeAccount.closed'],
  ] as const)('?%s explains itself', async (query, testId, key) => {
    const { t } = await renderWithApp(<LoginPage />, { language, url: `/login?${query}`, path: '/login' });
    expect(screen.getByTestId(testId)).toHaveTextContent(t(key));
  });

  test('a signed-in visitor goes straight to the target', async () => {
    useSession.getState().signIn(customer satisfies UserInfoDto);
    await renderWithApp(<LoginPage />, { language, url: '/login?redirect=cart', path: '/login' });
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  test('the register link keeps the redirect', async () => {
    const { user, t } = await renderWithApp(<LoginPage />, {
      language,
      url: '/login?redirect=cart',
      path: '/login',
    });
    await user.click(screen.getByRole('link', { name: t('account:login.registerLink') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register?redirect=cart');
  });
});
