import type { DeviceAuthorization, DeviceDecisionResponse } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, held, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { ActivatePage } from './ActivatePage';

const languages: Language[] = ['fr', 'en'];
const authorization: DeviceAuthorization = {
  userCode: 'BCDF-GHJK',
  product: { id: '0193a000-0000-7000-8000-000000000001', slug: 'order-flow-pro', name: 'Order Flow Pro' },
  machineName: 'Trading Desk',
  machineId: 'A1B2C3D4E5F6A7B8',
  platformVersion: '8.1.5.2',
  expiresAt: '2026-11-29T19:00:00.000Z',
};
const lookup = 'GET /device/authorization';

const open = (language: Language, url = '/activate') =>
  renderWithApp(<ActivatePage />, { language, url, path: '/activate' });

describe.each(languages)('/activate (%s)', (language) => {
  test('signed out: asks to sign in and comes back to the same code afterwards', async () => {
    const { calls } = stubApi({});
    const { t } = await open(language, '/activate?code=BCDF-GHJK');
    expect(screen.getByText(t('devices:activate.signInFirst'))).toBeInTheDocument();
    expect(screen.getByTestId('activate-sign-in')).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/activate?code=BCDF-GHJK')}`,
    );
    expect(calls).toHaveLength(0);
  });

  test('a typed code in any case is checked, then shows the machine, product and NinjaTrader version', async () => {
    signIn();
    const { calls } = stubApi({ [lookup]: ok<DeviceAuthorization>(authorization) });
    const { user, t } = await open(language);
    await user.type(screen.getByLabelText(t('devices:activate.codeLabel')), 'bcdfghjk');
    await user.click(screen.getByRole('button', { name: t('devices:activate.check') }));
    await screen.findByTestId('activate-confirm');
    expect(screen.getByTestId('activate-machine')).toHaveTextContent('Trading Desk');
    expect(screen.getByTestId('activate-product')).toHaveTextContent('Order Flow Pro');
    expect(screen.getByTestId('activate-platform')).toHaveTextContent('8.1.5.2');
    expect(calls[0]!.query.get('userCode')).toBe('BCDF-GHJK');
  });

  test('a malformed code is refused in the form, with no call', async () => {
    signIn();
    const { calls } = stubApi({});
    const { user, t } = await open(language);
    await user.type(screen.getByLabelText(t('devices:activate.codeLabel')), 'AEIO-1234');
    await user.click(screen.getByRole('button', { name: t('devices:activate.check') }));
    expect(screen.getByText(t('errors:device.userCode.invalid'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('approving posts the code from the session and says the indicator unlocks', async () => {
    signIn();
    const answer = held(ok<DeviceDecisionResponse>({ status: 'approved' }));
    const { calls } = stubApi({ [lookup]: ok(authorization), 'POST /device/approve': answer.handler });
    const { user, t } = await open(language, '/activate?code=BCDF-GHJK');
    await user.click(await screen.findByTestId('activate-approve'));
    expect(screen.getByTestId('activate-approve')).toHaveTextContent(t('devices:activate.working'));
    answer.release();
    expect(await screen.findByTestId('activate-approved')).toHaveTextContent(t('devices:activate.approved'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect([post.path, post.body]).toEqual(['/device/approve', { userCode: 'BCDF-GHJK' }]);
    expect(post.headers.authorization).toBe('Bearer token-alice');
  });

  test('denying says the indicator gets no licence', async () => {
    signIn();
    stubApi({
      [lookup]: ok(authorization),
      'POST /device/deny': ok<DeviceDecisionResponse>({ status: 'denied' }),
    });
    const { user, t } = await open(language, '/activate?code=BCDF-GHJK');
    await user.click(await screen.findByTestId('activate-deny'));
    expect(await screen.findByTestId('activate-denied')).toHaveTextContent(t('devices:activate.denied'));
  });

  test('full seats: the server’s message telling to free a machine, the machine still shown', async () => {
    signIn();
    const message = language === 'fr' ? 'Libérez une machine…' : 'Free a machine…';
    stubApi({
      [lookup]: ok(authorization),
      'POST /device/approve': failure(409, { code: 'device.seatsFull', message }),
    });
    const { user } = await open(language, '/activate?code=BCDF-GHJK');
    await user.click(await screen.findByTestId('activate-approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('activate-machine')).toHaveTextContent('Trading Desk');
  });

  test('an expired code shows the server’s message and offers another code', async () => {
    signIn();
    const message = language === 'fr' ? 'Ce code a expiré' : 'This code has expired';
    stubApi({ [lookup]: failure(409, { code: 'device.userCode.expired', message }) });
    const { user, t } = await open(language, '/activate?code=BCDF-GHJK');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByTestId('activate-another'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/activate$/));
    expect(screen.getByLabelText(t('devices:activate.codeLabel'))).toHaveValue('');
  });
});
