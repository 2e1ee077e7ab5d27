import { money, type RefundRequest, type RefundRequestForm } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { RefundRequestDialog } from './RefundRequestDialog';

const languages: Language[] = ['fr', 'en'];
const orderId = '0193a1b2-0000-7000-8000-00000000dddd';
const path = `/orders/${orderId}/refund-requests`;
const refundForm: RefundRequestForm = {
  orderId,
  deadline: '2026-11-30T10:00:00.000Z',
  lines: [{ itemId: 'i1', name: 'VWAP Premium', price: money(4500, 'eur'), quantity: 1, left: 1 }],
  requests: [],
};
const request: RefundRequest = {
  _id: 'r1',
  orderId,
  status: 'open',
  reason: 'Not for me',
  lines: [{ itemId: 'i1', name: 'VWAP Premium', quantity: 1 }],
  amount: money(4500, 'eur'),
  createdAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};

async function renderDialog(language: Language, send = ok<RefundRequest>(request, 201)) {
  signIn();
  const stub = stubApi({ [`GET ${path}`]: ok<RefundRequestForm>(refundForm), [`POST ${path}`]: send });
  const onClose = vi.fn();
  const view = await renderWithApp(<RefundRequestDialog orderId={orderId} onClose={onClose} />, { language });
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('checkbox');
  const save = () =>
    view.user.click(within(dialog).getByRole('button', { name: view.t('orders:refundRequest.save') }));
  return { ...view, ...stub, dialog, onClose, save };
}

describe.each(languages)('refund request dialog (%s)', (language) => {
  test('asks for at least one line before sending', async () => {
    const { t, calls, dialog, save } = await renderDialog(language);
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t('orders:refundRequest.noLine'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('sends the chosen line with the reason and says it was sent', async () => {
    const { user, t, calls, dialog, save } = await renderDialog(language);
    await user.click(within(dialog).getByRole('checkbox', { name: /VWAP Premium/ }));
    await user.type(within(dialog).getByLabelText(t('orders:refundRequest.reason')), 'Not for me');
    await save();
    expect(await screen.findByTestId('refund-request-success')).toHaveTextContent(
      t('orders:refundRequest.success'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ itemId: 'i1', quantity: 1 }],
      reason: 'Not for me',
    });
  });

  test("a refusal shows the server's message; cancel closes the dialog", async () => {
    const { user, t, dialog, save, onClose } = await renderDialog(
      language,
      failure(409, { code: 'refundRequests.windowClosed', message: 'Délai dépassé' }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /VWAP Premium/ }));
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Délai dépassé');
    await user.click(within(dialog).getByRole('button', { name: t('orders:refundRequest.cancel') }));
    expect(onClose).toHaveBeenCalled();
  });
});
