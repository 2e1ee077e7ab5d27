import {
  type AdminOrderList,
  type AdminOrderSummary,
  type AdminRefundPlan,
  type AdminRefundRequestRow,
  type AdminRefundResult,
  money,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectLoadErrorBanner, onePage } from '@/test/admin';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { OrdersTab } from './OrdersTab';

const languages: Language[] = ['fr', 'en'];
const totals = { fr: ['45,00 €', '40,50 $US'], en: ['€45.00', 'US$40.50'] };
const euroOrder: AdminOrderSummary = {
  _id: '0193a1b2-0000-7000-8000-00000000e001',
  user: { _id: 'u1', name: 'Alice Martin', email: 'alice@example.com' },
  createdAt: '2026-11-20T10:00:00.000Z',
  totalPrice: money(4500, 'eur'),
  refundedPrice: money(0, 'eur'),
  currency: 'eur',
  isPaid: true,
  paidAt: '2026-11-20T10:01:00.000Z',
  isDelivered: false,
  status: 'paid',
  viesStatus: null,
  viesRecheckUntil: null,
};
const dollarOrder: AdminOrderSummary = {
  ...euroOrder,
  _id: '0193a1b2-0000-7000-8000-00000000d002',
  user: { _id: 'u9', name: 'Gone', email: 'deleted-0000d002@deleted.invalid' },
  totalPrice: money(4050, 'usd'),
  refundedPrice: money(0, 'usd'),
  currency: 'usd',
  status: 'pending',
  isPaid: false,
  paidAt: null,
  viesStatus: 'unreachable',
};
const list = (orders: AdminOrderSummary[]): AdminOrderList => ({ orders, pagination: onePage(orders) });
const plan = (overrides: Partial<AdminRefundPlan> = {}): AdminRefundPlan => ({
  orderId: dollarOrder._id,
  status: 'paid',
  isFree: false,
  daysSincePayment: 3,
  policyDays: 14,
  totalPrice: money(4050, 'usd'),
  refundedPrice: money(0, 'usd'),
  currency: 'usd',
  lines: [
    {
      itemId: 'i1',
      name: 'VWAP Premium',
      price: money(4050, 'usd'),
      quantity: 1,
      refundedQuantity: 0,
      dependedOn: null,
    },
  ],
  licences: [],
  creditNotes: [],
  ...overrides,
});

function stubOrders(orders: AdminOrderSummary[], more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/refund-requests': ok<AdminRefundRequestRow[]>([]),
    'GET /admin/orders': ok<AdminOrderList>(list(orders)),
    ...more,
  });
}

describe.each(languages)('back-office orders tab (%s)', (language) => {
  test('lists orders by short id with the total in its own currency; a closed account is named so', async () => {
    signIn({ isAdmin: true });
    stubOrders([euroOrder, dollarOrder]);
    const { t } = await renderWithApp(<OrdersTab />, { language });
    const [euros, dollars] = await screen.findAllByTestId('admin-order-row');
    expect(euros).toHaveTextContent(euroOrder._id.slice(-8));
    expect(euros).toHaveTextContent(totals[language][0]!);
    expect(within(euros!).getByTestId('refund-order')).toBeInTheDocument();
    expect(dollars).toHaveTextContent(totals[language][1]!);
    expect(dollars).toHaveTextContent(t('admin:shared.closedAccount'));
    expect(dollars).not.toHaveTextContent('deleted.invalid');
    expect(within(dollars!).getByTestId('order-vies-unconfirmed')).toBeInTheDocument();
    expect(within(dollars!).queryByTestId('refund-order')).toBeNull();
    expect(
      screen.getByRole('heading', { name: t('admin:refundRequests.title', { count: 0 }) }),
    ).toBeVisible();
  });

  test('filters by status and search; nothing found says so', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubOrders([]);
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    expect(await screen.findByText(t('admin:orders.empty'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(t('admin:orders.statusLabel')), 'refunded');
    await user.type(screen.getByLabelText(t('admin:orders.searchPlaceholder')), 'alice');
    await user.click(screen.getByRole('button', { name: t('admin:shared.search') }));
    const last = calls.filter((call) => call.path === '/admin/orders').at(-1);
    expect(last?.query.get('status')).toBe('refunded');
    expect(last?.query.get('search')).toBe('alice');
  });

  test("a failed load shows the server's message", async () => {
    await expectLoadErrorBanner(<OrdersTab />, 'GET /admin/orders', language, {
      'GET /admin/refund-requests': ok<AdminRefundRequestRow[]>([]),
    });
  });

  test('the edit dialog marks an order delivered and closes; a refusal stays in the dialog', async () => {
    signIn({ isAdmin: true });
    let update: Call | undefined;
    let refuse = true;
    stubOrders([euroOrder], {
      [`PUT /admin/orders/${euroOrder._id}`]: (call) => {
        update = call;
        return refuse
          ? failure(409, { code: 'orders.notAllowed', message: 'Refusé' })
          : ok<AdminOrderSummary>({ ...euroOrder, isDelivered: true });
      },
    });
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    const row = await screen.findByTestId('admin-order-row');
    expect(row.querySelectorAll('td')[5]).toHaveTextContent(t('admin:shared.no'));
    await user.click(within(row).getByRole('button', { name: t('admin:shared.edit') }));
    const dialog = screen.getByTestId('order-edit-dialog');
    await user.click(within(dialog).getByLabelText(t('admin:orders.markDelivered')));
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refusé');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(update?.body).toEqual({ isPaid: true, isDelivered: true });
    await screen.findByTestId('admin-order-row');
    expect(screen.queryByTestId('order-edit-dialog')).toBeNull();
  });

  test('the refund dialog shows the plan in the order currency and names the credit note it issued', async () => {
    signIn({ isAdmin: true });
    let refund: Call | undefined;
    const paidDollars = { ...dollarOrder, status: 'paid', isPaid: true };
    stubOrders([paidDollars], {
      [`GET /admin/orders/${paidDollars._id}/refunds`]: ok<AdminRefundPlan>(plan()),
      [`POST /admin/orders/${paidDollars._id}/refunds`]: (call) => {
        refund = call;
        return ok<AdminRefundResult>({
          refundId: 'r1',
          status: 'refunded',
          amount: money(4050, 'usd'),
          creditNote: {
            _id: 'cn1',
            number: 'AV-2026-0001',
            amount: money(4050, 'usd'),
            issuedAt: '2026-11-21T10:00:00Z',
          },
          revokedLicences: 1,
        });
      },
    });
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    await user.click(await screen.findByTestId('refund-order'));
    const dialog = screen.getByTestId('refund-dialog');
    expect(await within(dialog).findByTestId('refund-days')).toHaveTextContent(
      t('admin:orders.refund.days', { days: 3, policy: 14 }),
    );
    await user.click(within(dialog).getByLabelText(t('admin:orders.refund.lines')));
    expect(within(dialog).getByText(new RegExp(totals[language][1]!.replace('$', '\\$')))).toBeVisible();
    await user.click(within(dialog).getByLabelText(t('admin:orders.refund.full')));
    await user.type(within(dialog).getByLabelText(new RegExp(t('admin:orders.refund.reason'))), 'Doublon');
    await user.click(within(dialog).getByRole('button', { name: t('admin:orders.refund.save') }));
    expect(await screen.findByTestId('refund-success')).toHaveTextContent(
      t('admin:orders.refund.success', { number: 'AV-2026-0001' }),
    );
    expect(refund?.body).toEqual({ reason: 'Doublon', confirmLate: false });
  });

  test('the refund dialog lists the lines a later order stands on, with the reason, and offers no units of them', async () => {
    signIn({ isAdmin: true });
    const paidDollars = { ...dollarOrder, status: 'paid', isPaid: true };
    const reason = 'This order was upgraded (order #1A2B3C4D): refund the upgrade order first.';
    const lite = {
      itemId: 'i2',
      name: 'Volume Profile Lite',
      price: money(4900, 'usd'),
      quantity: 1,
      refundedQuantity: 0,
    };
    stubOrders([paidDollars], {
      [`GET /admin/orders/${paidDollars._id}/refunds`]: ok<AdminRefundPlan>(
        plan({
          lines: [
            { ...plan().lines[0]!, dependedOn: null },
            { ...lite, dependedOn: { code: 'refund.upgraded', message: reason } },
          ],
        }),
      ),
    });
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    await user.click(await screen.findByTestId('refund-order'));
    const dialog = screen.getByTestId('refund-dialog');
    const depended = await within(dialog).findByTestId('refund-depended');
    expect(
      within(depended)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Volume Profile Lite — ${reason}`]);
    expect(within(dialog).getByText(t('admin:orders.refund.dependedOn'))).toBeVisible();
    await user.click(within(dialog).getByLabelText(t('admin:orders.refund.lines')));
    expect(within(dialog).getByLabelText(/Volume Profile Lite/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/VWAP Premium/)).toBeEnabled();
  });

  test("past the guarantee the refund asks for a confirmation; a refusal shows the server's message", async () => {
    signIn({ isAdmin: true });
    stubOrders([euroOrder], {
      [`GET /admin/orders/${euroOrder._id}/refunds`]: ok<AdminRefundPlan>(
        plan({ orderId: euroOrder._id, currency: 'eur', daysSincePayment: 20 }),
      ),
      [`POST /admin/orders/${euroOrder._id}/refunds`]: failure(409, {
        code: 'refunds.lateNotConfirmed',
        message: 'Confirmez le remboursement tardif',
      }),
    });
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    await user.click(await screen.findByTestId('refund-order'));
    const dialog = screen.getByTestId('refund-dialog');
    expect(
      await within(dialog).findByLabelText(t('admin:orders.refund.late', { policy: 14 })),
    ).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(new RegExp(t('admin:orders.refund.reason'))), 'Geste');
    await user.click(within(dialog).getByRole('button', { name: t('admin:orders.refund.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Confirmez le remboursement tardif');
  });
});
