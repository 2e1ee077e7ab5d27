import type { CheckoutStatus } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { useSession } from '@/shared/session/store';
import { cartLine, product } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';

const languages: Language[] = ['fr', 'en'];
const orderId = '0f8fad5b-d9cb-469f-a165-70867728950e';

const renderSuccess = (language: Language, query: string) =>
  renderWithApp(<CheckoutSuccessPage />, {
    language,
    url: `/checkout/success?${query}`,
    path: '/checkout/success',
  });

/**
 * The success page's states (useCheckoutVerification): the ids checked before any request, then the server's
 * answer read as the spec says (docs/rules/checkout.md). The answer itself, 404 `order.notFound` alike for an
 * unknown order and another account's, is the API's (checkout-request.test.ts).
 */
describe.each(languages)('checkout success page (%s)', (language) => {
  test('malformed ids are refused before anything is asked', async () => {
    signIn();
    const { calls } = stubApi({});
    const { t } = await renderSuccess(language, 'session_id=bad.id&order_id=x');
    const error = await screen.findByTestId('checkout-error');
    expect(within(error).getByRole('alert')).toHaveTextContent(t('checkout:success.errors.invalidId'));
    expect(calls).toHaveLength(0);
  });

  test('an unknown order is only not found: the buyer stays signed in', async () => {
    signIn();
    stubApi({
      'GET /checkout/status': failure(404, { code: 'order.notFound', message: 'Not found' }),
    });
    const { t } = await renderSuccess(language, `order_id=${orderId}&free=true`);
    const error = await screen.findByTestId('checkout-error');
    expect(within(error).getByRole('alert')).toHaveTextContent(t('checkout:success.errors.notFound'));
    expect(useSession.getState().userInfo).not.toBeNull();
  });

  test('a return naming another buyer signs the signed-in account out, asking nothing, and says why', async () => {
    signIn();
    const { calls } = stubApi({});
    await renderSuccess(language, `order_id=${orderId}&free=true&buyer=another-account`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?error=session_mismatch'),
    );
    expect(useSession.getState().userInfo).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('a paid order shows its short number and empties the cart', async () => {
    signIn();
    useCart.setState({ cartItems: [cartLine(product())] });
    stubApi({ 'GET /checkout/status': ok<CheckoutStatus>({ orderId, paid: true, free: true }) });
    const { t } = await renderSuccess(language, `order_id=${orderId}&free=true`);
    expect(await screen.findByRole('heading', { name: t('checkout:success.freeTitle') })).toBeVisible();
    expect(screen.getByTestId('checkout-order-number')).toHaveTextContent(orderId.slice(-8));
    expect(screen.getByTestId('checkout-order-number')).not.toHaveTextContent(orderId.slice(0, 8));
    // Emptied by an effect after the page shows the success: on a loaded machine it may land a tick later.
    await waitFor(() => expect(useCart.getState().cartItems).toEqual([]));
  });
});
