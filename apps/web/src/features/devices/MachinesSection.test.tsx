import type { ProductMachine } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDate } from '@/shared/format';
import { desk, machinesList, office } from '@/test/devices';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { MachinesSection } from './MachinesSection';

const languages: Language[] = ['fr', 'en'];
const mine = (machines: ProductMachine[]) => machinesList(machines, 1);

async function renderMachines(language: Language, routes: Parameters<typeof stubApi>[0]) {
  signIn();
  const stub = stubApi(routes);
  const view = await renderWithApp(<MachinesSection />, { language });
  return { ...view, ...stub };
}

describe.each(languages)('the customer area’s machines (%s)', (language) => {
  test('lists each machine with its kind, NinjaTrader version, last check-in and activation day', async () => {
    const { t } = await renderMachines(language, { 'GET /device/machines': ok(mine([desk, office])) });
    const section = await screen.findByTestId('my-machines');
    expect(within(section).getByTestId('machines-used')).toHaveTextContent(
      t('devices:machines.used', { machines: 2, allowed: 2, perSeat: 2 }),
    );
    const [first, second] = screen.getAllByTestId('machine');
    expect(first).toHaveTextContent(t('devices:machines.kindSeat'));
    expect(first).toHaveTextContent(formatDate(desk.activatedAt, language));
    expect(within(first!).getByTestId('machine-platform')).toHaveTextContent('8.1.5.2');
    expect(within(second!).getByTestId('machine-last-check-in')).toHaveTextContent(
      t('devices:machines.never'),
    );
    expect(second).toHaveTextContent(t('devices:machines.kindMachineId'));
    // Only a machine signed in from the indicator is freed here; a Machine-ID licence moves from its list.
    expect(within(first!).getByTestId('machine-free')).toBeInTheDocument();
    expect(within(second!).queryByTestId('machine-free')).toBeNull();
  });

  test('a machine holding both a Machine-ID licence and a signed-in place counts once, as the seats count it', async () => {
    const sameMachine = { ...office, machineId: desk.machineId.toLowerCase() };
    const { t } = await renderMachines(language, { 'GET /device/machines': ok(mine([desk, sameMachine])) });
    expect(await screen.findByTestId('machines-used')).toHaveTextContent(
      t('devices:machines.used', { machines: 1, allowed: 2, perSeat: 2 }),
    );
    expect(screen.getAllByTestId('machine')).toHaveLength(2);
  });

  test('freeing a machine deletes it, says so and reloads the list', async () => {
    let list = mine([desk, office]);
    const { user, t, calls } = await renderMachines(language, {
      'GET /device/machines': () => ok(list),
      [`DELETE /device/machines/${desk.id}`]: () => {
        list = mine([office]);
        return { status: 204 };
      },
    });
    await user.click(await screen.findByTestId('machine-free'));
    expect(await screen.findByTestId('machine-freed')).toHaveTextContent(
      t('devices:machines.freed', { machine: 'Desk' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('machine')).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /device/machines',
      `DELETE /device/machines/${desk.id}`,
      'GET /device/machines',
    ]);
  });

  test('a refused release shows the server’s message', async () => {
    const message = language === 'fr' ? 'Machine introuvable.' : 'Machine not found.';
    const { user } = await renderMachines(language, {
      'GET /device/machines': ok(mine([desk])),
      [`DELETE /device/machines/${desk.id}`]: failure(404, { code: 'device.machineNotFound', message }),
    });
    await user.click(await screen.findByTestId('machine-free'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('no machine: nothing shown', async () => {
    const { calls } = await renderMachines(language, { 'GET /device/machines': ok(mine([])) });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('my-machines')).toBeNull();
  });

  test('a failed load says the machines could not be loaded', async () => {
    const { t } = await renderMachines(language, {
      'GET /device/machines': failure(500, { code: 'internal', message: 'x' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('devices:machines.loadError'));
  });
});
