import type { SignUpAnswer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { RegisterPage } from './RegisterPage';

const languages: Language[] = ['fr', 'en'];
type Field = 'name' | 'email' | 'password' | 'confirmPassword';

async function renderRegister(language: Language) {
  const view = await renderWithApp(<RegisterPage />, {
    language,
    url: '/register?redirect=cart',
    path: '/register',
  });
  const input = (name: Field) => screen.getByLabelText(view.t(`account:register.${name}`));
  const fill = async (values: Record<Field, string>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value) await view.user.type(input(name as Field), value);
    }
    await view.user.click(screen.getByRole('button', { name: view.t('account:register.submit') }));
  };
  return { ...view, input, fill };
}

describe.each(languages)('register page (%s)', (language) => {
  test('shows the translated field errors and sends nothing', async () => {
    const { calls } = stubApi({});
    const { t, input, fill } = await renderRegister(language);
    await fill({ name: 'Alice', email: 'not-an-address', password: 'short', confirmPassword: 'other' });
    expect(await screen.findByText(t('errors:account.emailInvalid'))).toBeInTheDocument();
    expect(screen.getByText(t('errors:account.passwordTooShort'))).toBeInTheDocument();
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  test('a confirmation that differs is refused', async () => {
    stubApi({});
    const { t, fill } = await renderRegister(language);
    await fill({
      name: 'Alice',
      email: 'alice@example.com',
      password: 'a-long-passphrase',
      confirmPassword: 'another-passphrase',
    });
    expect(await screen.findByText(t('errors:account.passwordMismatch'))).toBeInTheDocument();
  });

  test("a refused sign-up shows the server's message", async () => {
    stubApi({
      'POST /users/signup': failure(400, {
        code: 'account.passwordTooCommon',
        message: 'Mot de passe trop courant',
      }),
    });
    const { fill } = await renderRegister(language);
    await fill({
      name: 'Alice',
      email: 'alice@example.com',
      password: 'a-long-passphrase',
      confirmPassword: 'a-long-passphrase',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe trop courant');
  });

  test('sends the form without the confirmation, with the target, then says to check the e-mail', async () => {
    const { calls } = stubApi({ 'POST /users/signup': ok<SignUpAnswer>({ status: 'checkEmail' }, 202) });
    const { t, fill, user } = await renderRegister(language);
    await fill({
      name: 'Alice',
      email: ' Alice@Example.com',
      password: 'a-long-passphrase',
      confirmPassword: 'a-long-passphrase',
    });
    const sent = await screen.findByTestId('register-check-email');
    expect(calls[0]?.body).toEqual({
      name: 'Alice',
      email: 'alice@example.com',
      password: 'a-long-passphrase',
      redirect: '/cart',
    });
    expect(sent).toHaveTextContent(
      t('account:register.checkEmail', { email: 'alice@example.com', hours: 24 }),
    );
    expect(sent).toHaveTextContent(t('account:register.checkEmailHelp'));
    // Nobody is signed in and the page stays: the account exists only once the link is followed.
    expect(useSession.getState().userInfo).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');

    await user.click(screen.getByRole('button', { name: t('account:register.again') }));
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });
});
