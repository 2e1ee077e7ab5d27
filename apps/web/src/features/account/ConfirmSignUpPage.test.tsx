import type { SignUpConfirmAnswer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer } from '@/test/stores';
import { ConfirmSignUpPage } from './ConfirmSignUpPage';

const languages: Language[] = ['fr', 'en'];

const openLink = (language: Language, url = '/confirm-signup?token=the-link-token') =>
  renderWithApp(<ConfirmSignUpPage />, { language, url, path: '/confirm-signup' });

describe.each(languages)('confirm sign-up page (%s)', (language) => {
  test('follows the link once, signs the new account in, saves its language and goes to the stored page', async () => {
    const { calls } = stubApi({
      'POST /users/signup/confirm': ok<SignUpConfirmAnswer>({ ...customer, redirect: '/cart' }, 201),
      'PUT /users/language': { status: 204 },
    });
    await openLink(language);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    const confirms = calls.filter((call) => call.path === '/users/signup/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.body).toEqual({ token: 'the-link-token' });
    // Stored like a sign-in's answer: the user info alone, without where to go.
    expect(useSession.getState().userInfo).toEqual(customer);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/users/language')?.body).toEqual({ language }),
    );
  });

  test('goes to the account page when the sign-up named no page', async () => {
    stubApi({
      'POST /users/signup/confirm': ok<SignUpConfirmAnswer>({ ...customer, redirect: null }, 201),
      'PUT /users/language': { status: 204 },
    });
    await openLink(language);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  test('a dead link shows the server’s message and leads back to the register page, signed out', async () => {
    const message = language === 'fr' ? 'Ce lien n’est pas valable' : 'This link is invalid';
    stubApi({ 'POST /users/signup/confirm': failure(400, { code: 'account.signupLinkInvalid', message }) });
    const { t, user } = await openLink(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().userInfo).toBeNull();
    await user.click(screen.getByRole('link', { name: t('account:confirmSignUp.registerAgain') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  test('a link without its token says it is incomplete and sends nothing', async () => {
    const { calls } = stubApi({});
    const { t } = await openLink(language, '/confirm-signup');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors:account.linkTokenMissing'));
    expect(calls).toHaveLength(0);
  });
});
