import { type InvoiceResponse, money, type Order, type RefundRequest, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { order } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { signIn } from '@/test/stores';
import { OrdersTab } from './OrdersTab';

const languages: Language[] = ['fr', 'en'];

function stubOrders(orders: Order[], extra: Parameters<typeof stubApi>[0] = {}) {
  signIn();
  return stubApi({
    'GET /orders/mine': ok<Order[]>(orders),
    'GET /refund-requests/mine': ok<RefundRequest[]>([]),
    ...extra,
  });
}

describe.each(languages)('orders tab (%s)', (language) => {
  test('no paid order: the empty state links to the catalogue (a pending order is not listed)', async () => {
    stubOrders([order('0193-pending', { status: 'pending', isPaid: false, paidAt: null })]);
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(t('orders:history.empty'));
    await user.click(screen.getByRole('link', { name: t('orders:history.browse') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/indicators');
  });

  test('lists paid orders by the end of their id, totals in their own currency', async () => {
    const euros = order('0193a1b2-0000-7000-8000-00000000aaaa');
    const dollars = order('0193a1b2-0000-7000-8000-00000000bbbb', {
      currency: 'usd',
      totalPrice: money(4050, 'usd'),
    });
    stubOrders([euros, dollars]);
    await renderWithApp(<OrdersTab />, { language });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]).toHaveTextContent(shortOrderId(euros._id));
    expect(within(rows[0]!).getByTestId('order-total')).toHaveTextContent(
      language === 'fr' ? '45,00 €' : '€45.00',
    );
    expect(within(rows[1]!).getByTestId('order-total')).toHaveTextContent(
      language === 'fr' ? '40,50 $US' : 'US$40.50',
    );
    expect(rows[0]).toHaveTextContent('VWAP Premium × 1');
  });

  test('on a phone each order is a card whose every field says what it is (no column to scroll to)', async () => {
    stubOrders([order('0193a1b2-0000-7000-8000-00000000aaaa')]);
    const { t } = await renderWithApp(<OrdersTab />, { language });
    const row = await screen.findByTestId('order-row');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(headers).toContain(t('orders:history.columns.paid'));
    expect(cells.map((cell) => cell.firstElementChild?.textContent)).toEqual(headers);
    // No column is pinned over the others: the invoice button sits in its own field.
    for (const cell of cells) expect(cell.className).not.toContain('sticky');
    expect(
      within(cells[headers.indexOf(t('orders:history.columns.invoice'))]!).getByTestId('invoice-button'),
    ).toBeInTheDocument();
  });

  test("an invoice that cannot be fetched shows the server's message", async () => {
    const paid = order('0193a1b2-0000-7000-8000-00000000cccc');
    stubOrders([paid], {
      [`GET /invoices/${paid._id}`]: failure(404, {
        code: 'invoiceNotFound',
        message: 'Facture introuvable',
      }),
    });
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    await user.click(
      await screen.findByRole('button', {
        name: t('orders:history.invoiceLabel', { id: shortOrderId(paid._id) }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Facture introuvable');
  });

  test("fetches the invoice's signed link with the buyer's bearer token and saves the PDF", async () => {
    const paid = order('0193a1b2-0000-7000-8000-00000000cccc');
    const link = '/api/files/download?key=invoices%2FFA.pdf&exp=1&name=FA.pdf&uid=user-1&adm=1&sig=s';
    const { calls } = stubOrders([paid], {
      [`GET /invoices/${paid._id}`]: ok<InvoiceResponse>({ invoicePdfUrl: link, number: 'FA-2026-000001' }),
      'GET /files/download': ok({}),
    });
    const saved = savedFiles();
    const { user, t } = await renderWithApp(<OrdersTab />, { language });
    await user.click(await screen.findByTestId('invoice-button'));
    expect(await screen.findByTestId('invoice-success')).toHaveTextContent(
      t('orders:history.invoiceSuccess'),
    );
    const file = calls.find((call) => call.path === '/files/download');
    expect(file?.headers).toEqual({ authorization: 'Bearer token-alice' });
    expect(file?.query.get('adm')).toBe('1');
    expect(saved).toEqual([`invoice-${paid._id}.pdf`]);
  });

  test('a signed link the server refuses shows its message, and nothing is saved', async () => {
    const paid = order('0193a1b2-0000-7000-8000-00000000cccc');
    stubOrders([paid], {
      [`GET /invoices/${paid._id}`]: ok<InvoiceResponse>({
        invoicePdfUrl: '/api/files/download?key=k&exp=1&name=n.pdf&uid=u&adm=1&sig=s',
        number: 'FA-2026-000001',
      }),
      'GET /files/download': failure(404, {
        code: 'files.linkForeign',
        message: 'Ce lien de téléchargement a été créé pour un autre compte.',
      }),
    });
    const saved = savedFiles();
    const { user } = await renderWithApp(<OrdersTab />, { language });
    await user.click(await screen.findByTestId('invoice-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de téléchargement a été créé pour un autre compte.',
    );
    expect(saved).toEqual([]);
  });

  test('an invoice waiting for the seller’s details says it will come, with no PDF button', async () => {
    const waiting = order('0193a1b2-0000-7000-8000-00000000dddd', {
      invoiceNumber: null,
      invoicePending: true,
    });
    const issued = order('0193a1b2-0000-7000-8000-00000000eeee');
    stubOrders([waiting, issued]);
    const { t } = await renderWithApp(<OrdersTab />, { language });
    const [first, second] = await screen.findAllByTestId('order-row');
    expect(within(first!).getByTestId('invoice-pending')).toHaveTextContent(
      t('orders:history.invoicePending'),
    );
    expect(within(first!).queryByTestId('invoice-button')).toBeNull();
    expect(within(second!).getByTestId('invoice-button')).toBeInTheDocument();
  });

  test('an order charged VAT until VIES confirms the number says the VAT comes back once it does', async () => {
    const pending = order('0193a1b2-0000-7000-8000-00000000ffff', { reverseChargePending: true });
    const settled = order('0193a1b2-0000-7000-8000-00000000eeee');
    stubOrders([pending, settled]);
    const { t } = await renderWithApp(<OrdersTab />, { language });
    const [first, second] = await screen.findAllByTestId('order-row');
    expect(within(first!).getByTestId('order-vat-pending')).toHaveTextContent(
      t('orders:history.reverseChargePending'),
    );
    expect(within(second!).queryByTestId('order-vat-pending')).toBeNull();
  });

  test("a failed load shows the server's message", async () => {
    signIn();
    stubApi({ 'GET /orders/mine': failure(500, { code: 'internal', message: 'Commandes indisponibles' }) });
    await renderWithApp(<OrdersTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent('Commandes indisponibles');
  });
});
