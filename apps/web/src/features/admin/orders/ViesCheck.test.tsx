import {
  type AdminOrderList,
  type AdminOrderSummary,
  type AdminRefundRequestRow,
  type AdminViesCheckResult,
  money,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDate } from '@/shared/format';
import { onePage } from '@/test/admin';
import { failure, ok, type Reply, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { OrdersTab } from './OrdersTab';

/** The back-office's VIES check of an order charged VAT while its VAT number waits (docs/rules/vat.md). */
const languages: Language[] = ['fr', 'en'];
const vatRefunded = { fr: '24,83 €', en: '€24.83' };
const shortId = 'c0ffee01';
const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();
const waiting: AdminOrderSummary = {
  _id: `0193a1b2-0000-7000-8000-0000${shortId}`,
  user: { _id: 'u1', name: 'Käufer GmbH', email: 'buyer@example.de' },
  createdAt: '2026-11-20T10:00:00.000Z',
  totalPrice: money(14900, 'eur'),
  refundedPrice: money(0, 'eur'),
  currency: 'eur',
  isPaid: true,
  paidAt: '2026-11-20T10:01:00.000Z',
  isDelivered: true,
  status: 'paid',
  viesStatus: 'unreachable',
  viesRecheckUntil: inTenDays,
};
const checkPath = `POST /admin/orders/${waiting._id}/vies-check`;

function stubOrders(orders: AdminOrderSummary[], check?: Reply) {
  return stubApi({
    'GET /admin/refund-requests': ok<AdminRefundRequestRow[]>([]),
    'GET /admin/orders': ok<AdminOrderList>({ orders, pagination: onePage(orders) }),
    ...(check ? { [checkPath]: check } : {}),
  });
}

const confirmed: AdminViesCheckResult = {
  status: 'valid',
  refund: {
    refundId: 'r1',
    status: 'partially_refunded',
    amount: money(2483, 'eur'),
    creditNote: { _id: 'cn1', number: 'AV-2026-000007', amount: money(2483, 'eur'), issuedAt: inTenDays },
    revokedLicences: 0,
  },
};

describe.each(languages)('the VIES check of an order waiting for it (%s)', (language) => {
  async function checkWith(check: Reply, orders = [waiting]) {
    signIn({ isAdmin: true });
    const { calls } = stubOrders(orders, check);
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    const row = await screen.findByTestId('admin-order-row');
    await user.click(
      within(row).getByRole('button', { name: t('admin:orders.viesCheck.actionOf', { id: shortId }) }),
    );
    return { calls, t };
  }

  test('says until when the shop asks VIES by itself, and a confirmation refunds the VAT with its credit note', async () => {
    const { calls, t } = await checkWith(ok(confirmed));
    expect(await screen.findByTestId('vies-check-outcome')).toHaveTextContent(
      t('admin:orders.viesCheck.valid', {
        id: shortId,
        amount: vatRefunded[language],
        number: 'AV-2026-000007',
      }),
    );
    expect(screen.getByTestId('vies-check-outcome')).toHaveTextContent(vatRefunded[language]);
    expect(screen.getByTestId('order-vies-recheck')).toHaveTextContent(
      t('admin:orders.viesCheck.autoUntil', { date: formatDate(inTenDays, language) }),
    );
    expect(calls.filter((call) => call.path === `/admin/orders/${waiting._id}/vies-check`)).toHaveLength(1);
    // The refund changed the order: the list is read again.
    expect(calls.filter((call) => call.path === '/admin/orders').length).toBeGreaterThan(1);
  });

  test('VIES refusing the number says the VAT stands', async () => {
    const { t } = await checkWith(ok<AdminViesCheckResult>({ status: 'invalid', refund: null }));
    expect(await screen.findByTestId('vies-check-outcome')).toHaveTextContent(
      t('admin:orders.viesCheck.invalid', { id: shortId }),
    );
  });

  test('VIES still down says to try later', async () => {
    const { t } = await checkWith(ok<AdminViesCheckResult>({ status: 'unreachable', refund: null }));
    expect(await screen.findByTestId('vies-check-outcome')).toHaveTextContent(
      t('admin:orders.viesCheck.unreachable', { id: shortId }),
    );
  });

  test("a refusal shows the server's message", async () => {
    const message =
      language === 'fr' ? 'Cette commande n’attend pas VIES' : 'This order awaits no VIES confirmation';
    await checkWith(failure(409, { code: 'refund.viesNotPending', message }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('vies-check-outcome')).toBeNull();
  });

  test('past the window it is left to the admin; an order waiting for nothing has no VIES button', async () => {
    signIn({ isAdmin: true });
    const past = { ...waiting, viesRecheckUntil: '2026-11-20T10:00:00.000Z' };
    const settled = { ...waiting, _id: '0193a1b2-0000-7000-8000-00000000aa02', viesStatus: 'valid' as const };
    stubOrders([past, { ...settled, viesRecheckUntil: null }]);
    const { t } = await renderWithApp(<OrdersTab />, { language });
    const [left, other] = await screen.findAllByTestId('admin-order-row');
    expect(within(left!).getByTestId('order-vies-recheck')).toHaveTextContent(
      t('admin:orders.viesCheck.leftToAdmin'),
    );
    expect(within(left!).getByTestId('vies-check')).toHaveTextContent(t('admin:orders.viesCheck.action'));
    expect(within(other!).queryByTestId('vies-check')).toBeNull();
  });
});
