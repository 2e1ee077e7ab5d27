import {
  type ApiError,
  type BuyerRelease,
  type DownloadResponse,
  type LicenceRequest,
  money,
  type PurchasedProduct,
  type ReleaseEmailsSetting,
  type VendorLicenceStatusList,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { licenceRequest } from '@/test/fixtures';
import { type Call, failure, ok, type Reply, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { textOf } from '@/test/texts';
import { IndicatorsTab } from './IndicatorsTab';

const languages: Language[] = ['fr', 'en'];
const bought: PurchasedProduct = {
  productId: 'id-vwap-premium',
  productName: 'VWAP Premium',
  slug: 'vwap-premium',
  price: money(4500, 'eur'),
  currency: 'eur',
  includedIn: null,
  quantity: 1,
  purchaseDate: '2026-11-20T10:00:00.000Z',
  orderId: 'order-1',
  description: 'Volume-weighted average price with bands.',
  downloadLink: 'vwap-premium.zip',
  licenceRequestable: true,
};
const freeOne: PurchasedProduct = {
  ...bought,
  productId: 'id-pivots',
  productName: 'Free Pivots',
  price: money(0, 'eur'),
};

/** The indicators tab's answers: purchases, releases, the release e-mails switch and the buyer's licences. */
function stubIndicators(
  purchases: PurchasedProduct[],
  licences: LicenceRequest[] | (() => LicenceRequest[]),
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    'GET /users/purchases': ok<PurchasedProduct[]>(purchases),
    'GET /users/releases': ok<BuyerRelease[]>([]),
    'GET /users/release-emails': ok<ReleaseEmailsSetting>({ releaseEmails: true }),
    'GET /license/my-requests': () =>
      ok<LicenceRequest[]>(typeof licences === 'function' ? licences() : licences),
    ...more,
  });
}

describe.each(languages)('indicators tab (%s)', (language) => {
  test('a card per purchase with its price or free and its date; no licence yet says so', async () => {
    signIn();
    stubIndicators([bought, freeOne], []);
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    const [paid, free] = await screen.findAllByTestId('purchased-product');
    expect(paid).toHaveTextContent(
      t('orders:indicators.price', { price: language === 'fr' ? '45,00 €' : '€45.00' }),
    );
    expect(paid).toHaveTextContent(
      t('orders:indicators.purchasedOn', {
        date: language === 'fr' ? '20 novembre 2026' : '20 November 2026',
      }),
    );
    expect(free).toHaveTextContent(t('orders:indicators.price', { price: t('orders:history.free') }));
    expect(await screen.findByTestId('licence-requests-empty')).toHaveTextContent(t('licences:list.empty'));
  });

  test('shows each licence delivered through NinjaTrader: being created, active, revoked', async () => {
    signIn();
    stubIndicators([bought], [], {
      'GET /vendor-licences': ok<VendorLicenceStatusList>({
        licences: [
          {
            productId: 'a',
            productName: 'Order Flow',
            ninjaTraderEmail: 'me@ninja.example',
            state: 'pending',
          },
          {
            productId: 'b',
            productName: 'VWAP Premium',
            ninjaTraderEmail: 'me@ninja.example',
            state: 'active',
          },
          { productId: 'c', productName: 'Pivots', ninjaTraderEmail: 'old@ninja.example', state: 'revoked' },
        ],
      }),
    });
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    const section = await screen.findByRole('region', { name: t('licences:ninjaTrader.title') });
    const rows = within(section).getAllByTestId('ninjatrader-licence');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Order Flowme@ninja.example${t('licences:ninjaTrader.states.pending')}`,
      `VWAP Premiumme@ninja.example${t('licences:ninjaTrader.states.active')}`,
      `Pivotsold@ninja.example${t('licences:ninjaTrader.states.revoked')}`,
    ]);
  });

  test('shows no NinjaTrader section to a buyer without such a licence', async () => {
    signIn();
    stubIndicators([bought], [], { 'GET /vendor-licences': ok<VendorLicenceStatusList>({ licences: [] }) });
    await renderWithApp(<IndicatorsTab />, { language });
    await screen.findAllByTestId('purchased-product');
    expect(screen.queryByTestId('ninjatrader-licences')).toBeNull();
  });

  test('a dollar purchase shows what was paid in dollars', async () => {
    signIn();
    stubIndicators([{ ...bought, currency: 'usd', price: money(4050, 'usd') }], []);
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    expect(await screen.findByTestId('purchased-product')).toHaveTextContent(
      t('orders:indicators.price', { price: language === 'fr' ? '40,50 $US' : 'US$40.50' }),
    );
  });

  test('a bundle is one purchase: its card shows the price paid and holds its indicators, each included in it', async () => {
    signIn();
    const sessions = { lineId: 'line-bundle', name: 'Sessions Bundle', price: money(13900, 'usd') };
    const member = (productId: string, productName: string): PurchasedProduct => ({
      ...bought,
      productId,
      productName,
      currency: 'usd',
      price: money(0, 'usd'),
      includedIn: sessions,
      orderId: 'order-2',
    });
    stubIndicators(
      [member('id-asian', 'Asian Session Levels'), bought, member('id-risk', 'Risk/Reward')],
      [],
    );
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    const bundle = await screen.findByTestId('purchased-bundle');
    expect(within(bundle).getByRole('heading', { level: 3 })).toHaveTextContent('Sessions Bundle');
    expect(bundle).toHaveTextContent(
      t('orders:indicators.price', { price: language === 'fr' ? '139,00 $US' : 'US$139.00' }),
    );
    const members = within(bundle).getAllByTestId('purchased-product');
    expect(members.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Asian Session Levels',
      'Risk/Reward',
    ]);
    for (const card of members) {
      expect(card).toHaveTextContent(t('orders:indicators.includedIn', { bundle: 'Sessions Bundle' }));
      expect(card).not.toHaveTextContent(t('orders:history.free'));
      expect(within(card).getByTestId('download-button')).toBeVisible();
      expect(within(card).getByTestId('get-licence')).toBeVisible();
    }
    // The indicator bought alone keeps its own card, outside the bundle's.
    const cards = screen.getAllByTestId('purchased-product');
    expect(cards.filter((card) => !bundle.contains(card))).toHaveLength(1);
  });

  test('no purchase: the empty state links to the catalogue', async () => {
    signIn();
    stubIndicators([], []);
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    const empty = await screen.findByTestId('indicators-empty');
    expect(empty).toHaveTextContent(t('orders:indicators.empty'));
    expect(within(empty).getByRole('link', { name: t('orders:indicators.browse') })).toHaveAttribute(
      'href',
      '/indicators',
    );
  });

  test("a failed purchases load shows the server's message", async () => {
    signIn();
    stubIndicators([], [], {
      'GET /users/purchases': failure(500, { code: 'internal', message: 'Erreur interne' }),
    });
    await renderWithApp(<IndicatorsTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne');
  });

  test('the licence modal names each bad identifier in the page language, and a blank one on sending', async () => {
    signIn();
    const { calls } = stubIndicators([bought], []);
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    await user.click(await screen.findByTestId('get-licence'));
    const modal = screen.getByTestId('licence-modal');
    expect(within(modal).getByTestId('licence-check')).toHaveTextContent(t('licences:modal.hint'));
    const input = within(modal).getByTestId('licence-input');
    const bad: [string, string][] = [
      ['ABCDEF123456', 'missingDash'],
      ['-DeskPC', 'emptyMachineId'],
      ['ABC123-DeskPC', 'shortMachineId'],
      ['ABCD EFGH-DeskPC', 'invalidMachineId'],
      ['ABCDEFGH-', 'emptyName'],
      ['ABCDEFGH-P', 'shortName'],
    ];
    for (const [text, issue] of bad) {
      await user.clear(input);
      await user.type(input, text);
      expect(within(modal).getByTestId('licence-check')).toHaveTextContent(
        textOf(language)(`errors:license.validation.${issue}` as 'errors:license.validation.required'),
      );
      expect(within(modal).getByTestId('licence-invalid')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(input);
    await user.click(within(modal).getByTestId('licence-submit'));
    expect(within(modal).getByTestId('licence-check')).toHaveTextContent(
      t('errors:license.validation.required'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('a valid identifier is sent: the modal closes, the success shows and the list has the pending licence', async () => {
    signIn();
    let requested: Call | undefined;
    stubIndicators(
      [bought],
      () => (requested ? [licenceRequest({ machineIdName: 'ABCDEFGH-TradingPC' })] : []),
      {
        'POST /license/request': (call) => {
          requested = call;
          return ok<LicenceRequest>(licenceRequest({ machineIdName: 'ABCDEFGH-TradingPC' }), 201);
        },
      },
    );
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    await user.click(await screen.findByTestId('get-licence'));
    const modal = screen.getByTestId('licence-modal');
    await user.type(within(modal).getByTestId('licence-input'), 'ABCDEFGH-TradingPC');
    expect(within(modal).getByTestId('licence-valid')).toBeInTheDocument();
    expect(within(modal).getByTestId('licence-check')).toHaveTextContent(t('licences:modal.valid'));
    await user.click(within(modal).getByTestId('licence-submit'));
    expect(await screen.findByTestId('licence-success')).toHaveTextContent(t('licences:success'));
    expect(screen.queryByTestId('licence-modal')).toBeNull();
    expect(requested?.body).toEqual({
      productId: 'id-vwap-premium',
      orderId: 'order-1',
      machineIdName: 'ABCDEFGH-TradingPC',
    });
    const row = await screen.findByTestId('licence-request');
    expect(within(row).getByTestId('licence-status')).toHaveTextContent(t('licences:buyerStatus.pending'));
    expect(within(row).queryByTestId('licence-download')).toBeNull();
  });

  test('a line the licence route would refuse offers no licence button, and says every licence is taken', async () => {
    signIn();
    stubIndicators([{ ...bought, licenceRequestable: false }, freeOne], []);
    const { t } = await renderWithApp(<IndicatorsTab />, { language });
    const [full, open] = await screen.findAllByTestId('purchased-product');
    expect(within(full!).queryByTestId('get-licence')).toBeNull();
    expect(within(full!).getByTestId('licence-seats-taken')).toHaveTextContent(t('licences:seatsAllTaken'));
    expect(within(open!).getByTestId('get-licence')).toHaveTextContent(t('licences:getLicense'));
    expect(within(open!).queryByTestId('licence-seats-taken')).toBeNull();
  });

  test('the button goes once a request takes the last seat: the purchases are read again', async () => {
    signIn();
    let requested = false;
    stubIndicators([], [], {
      'GET /users/purchases': () => ok<PurchasedProduct[]>([{ ...bought, licenceRequestable: !requested }]),
      'POST /license/request': () => {
        requested = true;
        return ok<LicenceRequest>(licenceRequest({ machineIdName: 'ABCDEFGH-TradingPC' }), 201);
      },
    });
    const { user } = await renderWithApp(<IndicatorsTab />, { language });
    await user.click(await screen.findByTestId('get-licence'));
    const modal = screen.getByTestId('licence-modal');
    await user.type(within(modal).getByTestId('licence-input'), 'ABCDEFGH-TradingPC');
    await user.click(within(modal).getByTestId('licence-submit'));
    expect(await screen.findByTestId('licence-seats-taken')).toBeInTheDocument();
    expect(screen.queryByTestId('get-licence')).toBeNull();
  });

  test("a refused request (quota reached) shows the server's message in the modal", async () => {
    signIn();
    stubIndicators([bought], [], {
      'POST /license/request': failure(409, {
        code: 'license.quotaReached',
        message: textOf(language)('errors:license.quotaReached', { quantity: 1 }),
      }),
    });
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    await user.click(await screen.findByTestId('get-licence'));
    const modal = screen.getByTestId('licence-modal');
    await user.type(within(modal).getByTestId('licence-input'), 'ABCDEFGH-Laptop');
    await user.click(within(modal).getByTestId('licence-submit'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      t('errors:license.quotaReached', { quantity: 1 }),
    );
  });

  test('a live licence offers its file and a move, sent as replacing it; a rejected one shows its reason', async () => {
    signIn();
    const live = licenceRequest({
      status: 'approved',
      licenseAvailable: true,
      machineIdName: 'OLDMACHINE-Desk',
    });
    const rejected = licenceRequest({
      _id: 'lic-2',
      status: 'rejected',
      adminNotes: 'Identifiant illisible',
    });
    const { calls } = stubIndicators([bought], [live, rejected], {
      'POST /license/request': ok<LicenceRequest>(licenceRequest({ _id: 'lic-3', replacesId: 'lic-1' }), 201),
    });
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    const [liveRow, rejectedRow] = await screen.findAllByTestId('licence-request');
    expect(within(liveRow!).getByTestId('licence-download')).toBeVisible();
    expect(within(rejectedRow!).getByTestId('licence-reason')).toHaveTextContent(
      t('licences:list.reason', { reason: 'Identifiant illisible' }),
    );
    expect(within(rejectedRow!).queryByTestId('licence-move')).toBeNull();
    await user.click(within(liveRow!).getByTestId('licence-move'));
    const modal = screen.getByTestId('licence-modal');
    expect(within(modal).getByRole('heading')).toHaveTextContent(
      t('licences:modal.moveTitle', { product: 'VWAP Premium' }),
    );
    expect(modal).toHaveTextContent(t('licences:modal.moveHint', { machine: 'OLDMACHINE-Desk' }));
    await user.type(within(modal).getByTestId('licence-input'), 'NEWMACHINE-Laptop');
    await user.click(within(modal).getByTestId('licence-submit'));
    await screen.findByTestId('licence-success');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ replacesId: 'lic-1' });
  });

  test('a licence a partial refund revoked can be kept by releasing another of its line', async () => {
    signIn();
    const revoked = licenceRequest({
      status: 'revoked',
      machineIdName: 'REVOKED01-Desk',
      keepUntil: '2026-12-01T10:00:00.000Z',
    });
    const other = licenceRequest({ _id: 'lic-2', status: 'approved', machineIdName: 'KEPT0002-Laptop' });
    const keeps: Call[] = [];
    stubIndicators([bought], [revoked, other], {
      'POST /licences/lic-1/keep': (call) => {
        keeps.push(call);
        return keeps.length === 1
          ? failure(409, { code: 'license.keepExpired', message: 'Délai dépassé' })
          : ok<LicenceRequest>({ ...revoked, status: 'approved', keepUntil: null });
      },
    });
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    const [revokedRow] = await screen.findAllByTestId('licence-request');
    expect(within(revokedRow!).getByTestId('licence-status')).toHaveTextContent(t('licences:keep.status'));
    await user.click(within(revokedRow!).getByTestId('licence-keep'));
    const modal = screen.getByTestId('keep-licence-modal');
    expect(within(modal).getByTestId('keep-licence-release')).toHaveValue('lic-2');
    expect(modal).toHaveTextContent(`KEPT0002-Laptop — ${t('licences:buyerStatus.approved')}`);
    await user.click(within(modal).getByRole('button', { name: t('licences:keep.submit') }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Délai dépassé');
    await user.click(within(modal).getByRole('button', { name: t('licences:keep.submit') }));
    expect(await screen.findByTestId('keep-licence-success')).toHaveTextContent(t('licences:keep.success'));
    expect(keeps[1]?.body).toEqual({ releaseLicenceId: 'lic-2' });
  });

  // The answers of GET /api/download/:file a buyer may meet (docs/rules/downloads.md), each with its own text;
  // an empty link stands for an answer without one.
  const refusals: [string, Reply][] = [
    ['forbidden', failure(403, { code: 'download.notBuyer', message: 'x' } satisfies ApiError)],
    ['notFound', failure(404, { code: 'download.fileNotFound', message: 'x' })],
    ['server', failure(500, { code: 'internal', message: 'x' })],
    ['noUrl', ok<DownloadResponse>({ downloadUrl: '' })],
    ['other', failure(429, { code: 'rateLimited', message: 'x' })],
  ];
  test.each(refusals)('a refused download says why in the card (%s)', async (reason, answer) => {
    signIn();
    stubIndicators([bought], [], { 'GET /download/vwap-premium.zip': answer });
    const { user, t } = await renderWithApp(<IndicatorsTab />, { language });
    const card = await screen.findByTestId('purchased-product');
    await user.click(within(card).getByTestId('download-button'));
    const why = t(`orders:download.errors.${reason}` as 'orders:download.errors.other', {
      product: 'VWAP Premium',
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      t('orders:download.failed', { reason: why }),
    );
  });
});
