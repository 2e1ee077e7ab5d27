import { type CreditNoteResponse, money, type Order, type RefundRequestForm } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { order } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { signIn } from '@/test/stores';
import { RefundCell } from './RefundCell';

const orderId = '0193a1b2-0000-7000-8000-00000000eeee';
const refundForm: RefundRequestForm = {
  orderId,
  deadline: '2026-11-30T10:00:00.000Z',
  lines: [{ itemId: 'i1', name: 'VWAP Premium', price: money(4500, 'eur'), quantity: 1, left: 1 }],
  requests: [],
};

/** The cell as the orders tab renders it, with a button that hands it the order as a refetch answers it. */
function Refetched({ before, after }: { before: Order; after: Order }) {
  const [current, setCurrent] = useState(before);
  return (
    <>
      <button type="button" onClick={() => setCurrent(after)}>
        refetch
      </button>
      <RefundCell order={current} latest={undefined} onError={() => undefined} />
    </>
  );
}

test('the open refund request dialog stays as the buyer left it while the orders are read again', async () => {
  signIn();
  stubApi({ [`GET /orders/${orderId}/refund-requests`]: ok<RefundRequestForm>(refundForm) });
  const requestable = order(orderId, { refundRequestable: true });
  // Sent: the order is read again before its request is, so for a moment nothing may be asked nor shown.
  const { user, t } = await renderWithApp(
    <Refetched before={requestable} after={{ ...requestable, refundRequestable: false }} />,
  );
  await user.click(screen.getByTestId('refund-request-button'));
  const dialog = await screen.findByRole('dialog');
  const reason = within(dialog).getByLabelText(t('orders:refundRequest.reason'));
  await user.type(reason, 'Not for me');
  await user.click(screen.getByRole('button', { name: 'refetch' }));
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(within(dialog).getByLabelText(t('orders:refundRequest.reason'))).toHaveValue('Not for me');
});

test("a credit note's PDF is fetched from its signed link with the buyer's bearer token", async () => {
  signIn();
  const note = {
    _id: 'note-1',
    number: 'AV-2026-000001',
    amount: money(4500, 'eur'),
    issuedAt: '2026-11-01',
  };
  const { calls } = stubApi({
    'GET /credit-notes/note-1': ok<CreditNoteResponse>({
      creditNotePdfUrl:
        '/api/files/download?key=credit-notes%2FAV.pdf&exp=1&name=AV.pdf&uid=user-1&adm=1&sig=s',
      number: note.number,
    }),
    'GET /files/download': ok({}),
  });
  const saved = savedFiles();
  const refunded = order(orderId, { status: 'refunded', creditNotes: [note] });
  const { user } = await renderWithApp(
    <RefundCell order={refunded} latest={undefined} onError={() => undefined} />,
  );
  await user.click(screen.getByTestId('credit-note-button'));
  await waitFor(() => expect(saved).toEqual(['AV-2026-000001.pdf']));
  expect(calls.find((call) => call.path === '/files/download')?.headers).toEqual({
    authorization: 'Bearer token-alice',
  });
});
