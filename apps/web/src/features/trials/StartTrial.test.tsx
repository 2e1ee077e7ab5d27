import type { Trial } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '@/shared/format';
import { product } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { StartTrial } from './StartTrial';
import { TrialsList } from './TrialsList';

const languages: Language[] = ['fr', 'en'];
const offered = product({ _id: 'p1', trialDays: 14 });
const trial: Trial = {
  _id: 't1',
  product: { _id: offered._id, name: offered.name, slug: offered.slug },
  machineId: 'ABCDEF0123456789',
  machineName: 'desk',
  startsAt: '2026-11-01T09:00:00.000Z',
  endsAt: '2026-11-15T09:00:00.000Z',
  convertedOrderId: null,
  active: true,
  state: 'running',
};

async function startTrial(language: Language) {
  signIn();
  const view = await renderWithApp(<StartTrial product={offered} />, { language });
  await view.user.type(screen.getByLabelText(view.t('catalog:trial.machine')), 'ABCDEF0123456789-desk');
  await view.user.click(screen.getByRole('button', { name: view.t('catalog:trial.start') }));
  return view;
}

describe.each(languages)('free trial panel (%s)', (language) => {
  test('a product without a trial shows no panel', async () => {
    await renderWithApp(<StartTrial product={product({ trialDays: null })} />, { language });
    expect(screen.queryByTestId('trial-panel')).toBeNull();
  });

  test('a signed-out visitor is asked to sign in first, coming back to the product', async () => {
    const { t } = await renderWithApp(<StartTrial product={offered} />, { language, url: '/product/p1' });
    expect(screen.getByTestId('trial-panel')).toHaveTextContent(t('catalog:card.trial', { count: 14 }));
    expect(screen.getByRole('link', { name: t('catalog:trial.signIn') })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fproduct%2Fp1',
    );
  });

  test('starts the trial on the machine and says until when it runs', async () => {
    const { calls } = stubApi({ 'POST /trials': ok<Trial>(trial, 201) });
    const { t } = await startTrial(language);
    expect(await screen.findByTestId('trial-started')).toHaveTextContent(
      t('catalog:trial.started', { date: formatDateTime(trial.endsAt, language) }),
    );
    expect(calls[0]?.body).toEqual({ productId: offered._id, machineIdName: 'ABCDEF0123456789-desk' });
  });

  test("a refused trial shows the server's translated reason and keeps the form", async () => {
    stubApi({ 'POST /trials': failure(409, { code: 'trials.alreadyUsed', message: 'Essai déjà utilisé' }) });
    await startTrial(language);
    expect(await screen.findByRole('alert')).toHaveTextContent('Essai déjà utilisé');
    expect(screen.getByTestId('trial-form')).toBeInTheDocument();
  });
});

describe.each(languages)("customer area's trials (%s)", (language) => {
  test("shows each trial with the server's status; only a running one offers its file", async () => {
    stubApi({
      'GET /trials': ok<Trial[]>([
        trial,
        { ...trial, _id: 't2', active: false, convertedOrderId: 'o1', state: 'converted' },
        { ...trial, _id: 't3', active: false, state: 'ended' },
      ]),
    });
    const { t } = await renderWithApp(<TrialsList />, { language });
    const statuses = await screen.findAllByTestId('my-trial-status');
    expect(statuses.map((cell) => cell.textContent)).toEqual([
      t('licences:trials.running'),
      t('licences:trials.converted'),
      t('licences:trials.ended'),
    ]);
    expect(screen.getAllByTestId('trial-download')).toHaveLength(1);
  });

  test('no trial, or a failed load, shows nothing', async () => {
    stubApi({ 'GET /trials': failure(500, { code: 'internal', message: 'boom' }) });
    const { container, queryClient } = await renderWithApp(<TrialsList />, { language });
    // The failure is turned into an empty list: the query succeeds, and nothing shows.
    await waitFor(() => expect(queryClient.getQueryState(['trials', 'mine'])?.status).toBe('success'));
    expect(container).not.toHaveTextContent('boom');
    expect(screen.queryByTestId('my-trials')).toBeNull();
  });
});
