import type { AdminUser, AdminUserList } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectLoadErrorBanner, onePage } from '@/test/admin';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer, signIn } from '@/test/stores';
import { textOf } from '@/test/texts';
import { UsersTab } from './UsersTab';

const languages: Language[] = ['fr', 'en'];
const { token: _token, emailVerified: _verified, pendingEmail: _pending, ...alice } = customer;
const closed: AdminUser = {
  ...alice,
  _id: 'user-9',
  name: 'Gone',
  email: 'deleted-12345678@deleted.invalid',
};
const admin: AdminUser = { ...alice, _id: 'user-2', name: 'Root', email: 'root@shop.test', isAdmin: true };
const list = (users: AdminUser[]): AdminUserList => ({ users, pagination: onePage(users) });

describe.each(languages)('users tab (%s)', (language) => {
  test('lists users with their role and billing; a closed account is named so, never by its address', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /admin/users': ok<AdminUserList>(list([alice, admin, closed])) });
    const { t } = await renderWithApp(<UsersTab />, { language });
    const [first, second, third] = await screen.findAllByTestId('admin-user-row');
    expect(first).toHaveTextContent('Alice Martin');
    expect(first).toHaveTextContent(t('admin:users.customer'));
    expect(first).toHaveTextContent(t('admin:users.billingMissing'));
    expect(second).toHaveTextContent(t('admin:shared.adminBadge'));
    expect(third!.querySelector('td')).toHaveTextContent(t('admin:shared.closedAccount'));
    expect(third).not.toHaveTextContent('deleted.invalid');
  });

  test('searches by the text typed; no match says the list is empty', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({ 'GET /admin/users': ok<AdminUserList>(list([])) });
    const { user, t } = await renderWithApp(<UsersTab />, { language });
    await user.type(await screen.findByLabelText(t('admin:users.searchPlaceholder')), 'nobody');
    await user.click(screen.getByRole('button', { name: t('admin:shared.search') }));
    expect(await screen.findByText(t('admin:users.empty'))).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('search')).toBe('nobody');
  });

  test("a failed load shows the server's message", async () => {
    await expectLoadErrorBanner(<UsersTab />, 'GET /admin/users', language);
  });

  test('the editor refuses a half-filled billing block in the page language, then saves a complete one', async () => {
    signIn({ isAdmin: true });
    let saved: Call | undefined;
    stubApi({
      'GET /admin/users': () =>
        ok<AdminUserList>(
          list([saved ? { ...alice, name: 'After Edit', billingName: 'After SARL' } : alice]),
        ),
      'PUT /admin/users/user-1': (call) => {
        saved = call;
        return ok<AdminUser>({ ...alice, name: 'After Edit', billingName: 'After SARL' });
      },
    });
    const { user, t } = await renderWithApp(<UsersTab />, { language });
    const row = await screen.findByTestId('admin-user-row');
    await user.click(within(row).getByRole('button', { name: t('admin:shared.edit') }));
    const modal = screen.getByTestId('user-edit-modal');
    await user.clear(within(modal).getByTestId('user-name'));
    await user.type(within(modal).getByTestId('user-name'), 'After Edit');
    await user.type(within(modal).getByTestId('billing-city'), 'Lyon');
    await user.click(within(modal).getByTestId('user-save'));
    expect(await within(modal).findByText(t('errors:account.billing.nameRequired'))).toBeInTheDocument();
    expect(saved).toBeUndefined();

    await user.type(within(modal).getByTestId('billing-name'), 'After SARL');
    await user.type(within(modal).getByTestId('billing-address'), '3 quai des Pavots');
    await user.type(within(modal).getByTestId('billing-zip'), '69002');
    await user.selectOptions(within(modal).getByTestId('billing-country'), 'FR');
    await user.click(within(modal).getByTestId('user-save'));
    expect(await screen.findByTestId('user-saved')).toHaveTextContent(
      t('admin:users.saved', { name: 'After Edit' }),
    );
    expect(screen.queryByTestId('user-edit-modal')).toBeNull();
    expect(saved?.body).toMatchObject({ name: 'After Edit', billingCity: 'Lyon', billingCountry: 'FR' });
    expect(await screen.findByText(t('admin:users.billingSet'))).toBeInTheDocument();
  });

  test("a refusal (an admin's own flag) shows the server's translated message in the editor", async () => {
    signIn({ isAdmin: true, _id: admin._id });
    stubApi({
      'GET /admin/users': ok<AdminUserList>(list([admin])),
      'PUT /admin/users/user-2': failure(409, {
        code: 'admin.cannotDemoteSelf',
        message: textOf(language)('errors:admin.cannotDemoteSelf'),
      }),
    });
    const { user, t } = await renderWithApp(<UsersTab />, { language });
    const row = await screen.findByTestId('admin-user-row');
    await user.click(within(row).getByRole('button', { name: t('admin:shared.edit') }));
    const modal = screen.getByTestId('user-edit-modal');
    await user.click(within(modal).getByTestId('user-is-admin'));
    await user.click(within(modal).getByTestId('user-save'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(t('errors:admin.cannotDemoteSelf'));
  });
});
