import type { AdminCoupon, AdminCouponList } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { CouponsTab } from './CouponsTab';

const languages: Language[] = ['fr', 'en'];
const coupon: AdminCoupon = {
  _id: 'c1',
  code: 'WELCOME20',
  kind: 'percent',
  percent: 20,
  productId: null,
  productName: null,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  firstPurchaseOnly: true,
  active: true,
  used: 3,
  reserved: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const { kind: _kind, percent: _percent, ...terms } = coupon;
/** A fixed amount of 10,00 € off, disabled. */
const amountCoupon: AdminCoupon = {
  ...terms,
  _id: 'c2',
  code: 'OFF10',
  kind: 'amount',
  amount: { amount: 1000, currency: 'eur' },
  active: false,
};
const list = (coupons: AdminCoupon[]): AdminCouponList => ({
  coupons,
  pagination: { current: 1, total: 1, totalItems: coupons.length, limit: 20 },
});

describe.each(languages)('coupons tab (%s)', (language) => {
  test('lists coupons with their value, scope, uses and status', async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/coupons': ok<AdminCouponList>(list([coupon, amountCoupon])),
    });
    const { t } = await renderWithApp(<CouponsTab />, { language });
    const [percent, amount] = await screen.findAllByTestId('admin-coupon-row');
    expect(percent).toHaveTextContent('20 %');
    expect(percent).toHaveTextContent(t('admin:coupons.wholeCart'));
    expect(percent).toHaveTextContent(`${t('admin:coupons.usesValue', { used: 3, reserved: 1 })} / 100`);
    expect(percent).toHaveTextContent(t('admin:coupons.active'));
    expect(amount).toHaveTextContent(language === 'fr' ? '10,00 €' : '€10.00');
    expect(amount).toHaveTextContent(t('admin:coupons.disabled'));
  });

  test('creating a coupon: the dialog sends the code upper-cased; cancel closes it', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/coupons': ok<AdminCouponList>(list([])),
      'POST /admin/coupons': ok<AdminCoupon>({ ...coupon, code: 'SPRING' }, 201),
    });
    const { user, t } = await renderWithApp(<CouponsTab />, { language });
    expect(await screen.findByText(t('admin:coupons.empty'))).toBeInTheDocument();
    await user.click(screen.getByTestId('coupon-create'));
    const dialog = screen.getByRole('dialog', { name: t('admin:coupons.create') });
    await user.type(within(dialog).getByLabelText(t('admin:coupons.code')), 'spring');
    await user.type(within(dialog).getByLabelText(t('admin:coupons.value')), '15');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByText(t('admin:coupons.saved', { code: 'SPRING' }))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'SPRING',
      kind: 'percent',
      percent: 15,
    });
    await user.click(within(dialog).getAllByRole('button', { name: t('admin:shared.cancel') })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a fixed amount is typed in euros with its decimals and sent as a Money in cents; editing shows it back', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/coupons': ok<AdminCouponList>(list([amountCoupon])),
      'POST /admin/coupons': ok<AdminCoupon>({ ...amountCoupon, _id: 'c3', code: 'HALF' }, 201),
    });
    const { user, t } = await renderWithApp(<CouponsTab />, { language });
    await user.click(await screen.findByTestId('coupon-edit'));
    const editing = screen.getByRole('dialog');
    expect(within(editing).getByLabelText(t('admin:coupons.value'))).toHaveValue('10');
    await user.click(within(editing).getAllByRole('button', { name: t('admin:shared.cancel') })[0]!);
    await user.click(screen.getByTestId('coupon-create'));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('admin:coupons.code')), 'half');
    await user.selectOptions(within(dialog).getByLabelText(t('admin:coupons.kind')), 'amount');
    await user.type(within(dialog).getByLabelText(t('admin:coupons.value')), '12,50');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    await within(dialog).findByText(t('admin:coupons.saved', { code: 'HALF' }));
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toMatchObject({ kind: 'amount', amount: { amount: 1250, currency: 'eur' } });
    expect(sent).not.toHaveProperty('percent');
  });

  test("a refused coupon shows the server's message in the dialog", async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/coupons': ok<AdminCouponList>(list([])),
      'POST /admin/coupons': failure(409, { code: 'coupons.codeTaken', message: 'Code déjà utilisé' }),
    });
    const { user, t } = await renderWithApp(<CouponsTab />, { language });
    await user.click(await screen.findByTestId('coupon-create'));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('admin:coupons.code')), 'WELCOME20');
    await user.type(within(dialog).getByLabelText(t('admin:coupons.value')), '20');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Code déjà utilisé');
  });
});
