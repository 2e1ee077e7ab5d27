import type { AdminUserList, ProductMachine } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onePage } from '@/test/admin';
import { desk, machinesList, office } from '@/test/devices';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { customer, signIn } from '@/test/stores';
import { UsersTab } from './UsersTab';

const languages: Language[] = ['fr', 'en'];
const { token: _token, emailVerified: _verified, pendingEmail: _pending, ...alice } = customer;
const users: AdminUserList = { users: [alice], pagination: onePage([alice]) };
const machinesPath = `/admin/users/${alice._id}/machines`;
const held = (machines: ProductMachine[]) => machinesList(machines, 2);

/** The users tab with the stubbed routes, the buyer's machines opened from their row. */
async function openMachines(language: Language, routes: Parameters<typeof stubApi>[0]) {
  signIn({ isAdmin: true });
  const stub = stubApi({ 'GET /admin/users': ok(users), ...routes });
  const view = await renderWithApp(<UsersTab />, { language });
  await view.user.click(await screen.findByTestId('admin-user-machines'));
  return { ...view, ...stub, modal: await screen.findByTestId('user-machines-modal') };
}

describe.each(languages)("a buyer's machines in the users tab (%s)", (language) => {
  test('lists both kinds with the places they take; only a seat machine has "Free"', async () => {
    const { t, modal } = await openMachines(language, { [`GET ${machinesPath}`]: ok(held([desk, office])) });
    expect(modal).toHaveTextContent(t('admin:users.machines.title', { name: alice.name }));
    expect(await within(modal).findByTestId('machines-used')).toHaveTextContent(
      t('admin:users.machines.used', { machines: 2, allowed: 4, seats: 2, perSeat: 2 }),
    );
    const [first, second] = within(modal).getAllByTestId('machine');
    expect(first).toHaveTextContent(t('devices:machines.kindSeat'));
    expect(first).toHaveTextContent('8.1.5.2');
    expect(second).toHaveTextContent(t('devices:machines.kindMachineId'));
    expect(second).toHaveTextContent(t('devices:machines.never'));
    expect(within(first!).getByTestId('machine-free')).toBeInTheDocument();
    expect(within(second!).queryByTestId('machine-free')).toBeNull();
  });

  test('freeing a seat machine deletes it for that buyer, says so and reloads the list', async () => {
    let list = held([desk, office]);
    const { t, user, calls } = await openMachines(language, {
      [`GET ${machinesPath}`]: () => ok(list),
      [`DELETE ${machinesPath}/${desk.id}`]: () => {
        list = held([office]);
        return { status: 204 };
      },
    });
    await user.click(await screen.findByTestId('machine-free'));
    expect(await screen.findByTestId('admin-machine-freed')).toHaveTextContent(
      t('admin:users.machines.freed', { machine: 'Desk' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('machine')).toHaveLength(1));
    expect(
      calls.filter((call) => call.path.includes('/machines')).map((call) => `${call.method} ${call.path}`),
    ).toEqual([`GET ${machinesPath}`, `DELETE ${machinesPath}/${desk.id}`, `GET ${machinesPath}`]);
  });

  test("a refused release shows the server's message", async () => {
    const message = language === 'fr' ? 'Machine introuvable.' : 'Machine not found.';
    const { user } = await openMachines(language, {
      [`GET ${machinesPath}`]: ok(held([desk])),
      [`DELETE ${machinesPath}/${desk.id}`]: failure(404, { code: 'device.machineNotFound', message }),
    });
    await user.click(await screen.findByTestId('machine-free'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('no machine says so; a failed load says the machines could not be loaded', async () => {
    const empty = await openMachines(language, { [`GET ${machinesPath}`]: ok(held([])) });
    expect(await within(empty.modal).findByTestId('admin-machines-none')).toHaveTextContent(
      empty.t('admin:users.machines.none'),
    );
    empty.unmount();
    const failed = await openMachines(language, {
      [`GET ${machinesPath}`]: failure(500, { code: 'internal', message: 'x' }),
    });
    expect(await within(failed.modal).findByRole('alert')).toHaveTextContent(
      failed.t('admin:users.machines.loadError'),
    );
  });
});
