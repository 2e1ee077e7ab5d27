import type { TwoFactorConfirmAnswer, TwoFactorSetupAnswer, TwoFactorStatus } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/shared/session/store';
import { expectLoadErrorBanner } from '@/test/admin';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer, signIn } from '@/test/stores';
import { SecurityTab } from './SecurityTab';

const languages: Language[] = ['fr', 'en'];
const off: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  required: false,
  secondFactorVerified: false,
  recoveryCodesLeft: 0,
};
const on: TwoFactorStatus = {
  ...off,
  enabled: true,
  enabledAt: '2026-11-20T10:00:00.000Z',
  recoveryCodesLeft: 8,
};
const setup: TwoFactorSetupAnswer = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/shop:admin?secret=JBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

describe.each(languages)('security tab (%s)', (language) => {
  test('enrols from the e-mailed link: the secret, a wrong code refused, then the recovery codes and the new session', async () => {
    signIn({ isAdmin: true });
    const confirms: Call[] = [];
    const { calls } = stubApi({
      'GET /users/two-factor': ok<TwoFactorStatus>(off),
      'POST /users/two-factor/setup': ok<TwoFactorSetupAnswer>(setup),
      'POST /users/two-factor/confirm': (call) => {
        confirms.push(call);
        return confirms.length === 1
          ? failure(400, { code: 'twoFactor.invalidCode', message: 'Code incorrect' })
          : ok<TwoFactorConfirmAnswer>({
              user: { ...customer, isAdmin: true, token: 'token-after-enrolment' },
              recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'],
            });
      },
    });
    const { user, t } = await renderWithApp(<SecurityTab />, {
      language,
      url: '/admin?tab=security&enrol=link-token',
    });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent(t('admin:security.statusOff'));
    await user.click(screen.getByRole('button', { name: t('admin:security.start') }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(calls.find((call) => call.path === '/users/two-factor/setup')?.body).toEqual({
      enrolToken: 'link-token',
    });
    expect(screen.getByAltText(t('admin:security.qrAlt'))).toBeInTheDocument();
    await user.type(screen.getByTestId('two-factor-confirm-code'), '12a3456');
    expect(screen.getByTestId('two-factor-confirm-code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: t('admin:security.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect');
    await user.click(screen.getByRole('button', { name: t('admin:security.confirm') }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);
    expect(useSession.getState().userInfo?.token).toBe('token-after-enrolment');
  });

  test('a first enrolment without its link says the link was e-mailed', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /users/two-factor': ok<TwoFactorStatus>(off),
      'POST /users/two-factor/setup': ok<TwoFactorSetupAnswer>({ emailSent: true, message: 'Lien envoyé' }),
    });
    const { user, t } = await renderWithApp(<SecurityTab />, { language });
    await user.click(await screen.findByRole('button', { name: t('admin:security.start') }));
    expect(await screen.findByTestId('two-factor-link-sent')).toHaveTextContent('Lien envoyé');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  test("on: the status counts the codes left; turning it off sends password and code, a refusal shows the server's message", async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /users/two-factor': ok<TwoFactorStatus>(on),
      'POST /users/two-factor/disable': failure(401, {
        code: 'twoFactor.invalidCode',
        message: 'Code refusé',
      }),
    });
    const { user, t } = await renderWithApp(<SecurityTab />, { language });
    const status = await screen.findByTestId('two-factor-status');
    expect(status).toHaveTextContent(
      t('admin:security.statusOn', { date: new Date(on.enabledAt!).toLocaleDateString(language), count: 8 }),
    );
    expect(screen.getByRole('button', { name: t('admin:security.restart') })).toBeVisible();
    await user.type(screen.getByLabelText(t('admin:security.password')), 'correct-horse-battery');
    await user.type(screen.getByLabelText(t('admin:security.disableCode')), '654321');
    await user.click(screen.getByRole('button', { name: t('admin:security.disable') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code refusé');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      password: 'correct-horse-battery',
      code: '654321',
    });
  });

  test('where the shop requires it, the factor cannot be turned off: the policy is said instead', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /users/two-factor': ok<TwoFactorStatus>({ ...on, required: true }) });
    const { t } = await renderWithApp(<SecurityTab />, { language });
    expect(await screen.findByText(t('admin:security.policyNote'))).toBeVisible();
    expect(screen.queryByRole('button', { name: t('admin:security.disable') })).toBeNull();
  });

  test("a failed status load shows the server's message", async () => {
    await expectLoadErrorBanner(<SecurityTab />, 'GET /users/two-factor', language);
  });
});
