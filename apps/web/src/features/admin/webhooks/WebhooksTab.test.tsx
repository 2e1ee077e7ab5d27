import type {
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectLoadErrorBanner } from '@/test/admin';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { WebhooksTab } from './WebhooksTab';

const languages: Language[] = ['fr', 'en'];
const ID = '0193f7a0-0000-7000-8000-00000000000a';
const DELIVERY = '0193f7a0-0000-7000-8000-00000000000b';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  _id: ID,
  url: 'https://hooks.example.test/shop',
  description: 'CRM',
  events: ['order.paid'],
  enabled: true,
  allowPrivateAddresses: false,
  disabledReason: null,
  disabledAt: null,
  previousSecretUntil: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  ...overrides,
});
const SECRET = `whsec_${'A'.repeat(43)}=`;

/**
 * The back-office's Webhooks tab (docs/rules/webhooks.md): the empty list, adding an endpoint with its secret
 * shown once, the server's refusal of a private address, an endpoint turned off after failures, the delivery
 * log and a replay, and a failed load. The rules themselves are the API's (server webhooks tests).
 */
describe.each(languages)('webhooks tab (%s)', (language) => {
  test('with no endpoint says so; adding one sends the settings and shows its secret once', async () => {
    signIn({ isAdmin: true });
    let endpoints: WebhookEndpoint[] = [];
    const { calls } = stubApi({
      'GET /admin/webhooks': () => ok<WebhookEndpointList>({ endpoints }),
      'POST /admin/webhooks': () => {
        endpoints = [endpoint()];
        return ok<WebhookEndpointWithSecret>({ endpoint: endpoint(), secret: SECRET }, 201);
      },
    });
    const { user, t } = await renderWithApp(<WebhooksTab />, { language });
    expect(await screen.findByTestId('webhooks-empty')).toHaveTextContent(t('admin:webhooks.empty'));
    await user.type(screen.getByTestId('webhook-url'), 'https://hooks.example.test/shop');
    await user.click(screen.getByTestId('webhook-event-licence.issued'));
    await user.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByTestId('webhook-outcome')).toHaveTextContent(t('admin:webhooks.created'));
    expect(await screen.findByTestId('webhook-endpoint')).toHaveTextContent(
      'https://hooks.example.test/shop',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.test/shop',
      description: '',
      events: ['order.paid', 'licence.issued'],
      enabled: true,
      allowPrivateAddresses: false,
    });
  });

  test("a private address shows the server's refusal and no secret", async () => {
    signIn({ isAdmin: true });
    const message = language === 'fr' ? 'Adresse privée refusée.' : 'Private address refused.';
    stubApi({
      'GET /admin/webhooks': ok<WebhookEndpointList>({ endpoints: [] }),
      'POST /admin/webhooks': failure(400, { code: 'webhooks.privateAddress', message }),
    });
    const { user } = await renderWithApp(<WebhooksTab />, { language });
    await user.type(await screen.findByTestId('webhook-url'), 'https://10.0.0.1/');
    await user.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  test('an endpoint the shop turned off says why, offers to turn it on, and its log replays nothing', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/webhooks': ok<WebhookEndpointList>({
        endpoints: [
          endpoint({ enabled: false, disabledReason: 'failures', disabledAt: '2026-11-30T12:00:00.000Z' }),
        ],
      }),
      [`GET /admin/webhooks/${ID}/deliveries`]: ok<WebhookDeliveryList>({ deliveries: [] }),
      [`PUT /admin/webhooks/${ID}`]: ok<WebhookEndpoint>(endpoint()),
    });
    const { user, t } = await renderWithApp(<WebhooksTab />, { language });
    expect(await screen.findByTestId('webhook-state')).toHaveTextContent(t('admin:webhooks.offForFailures'));
    await user.click(screen.getByRole('button', { name: t('admin:webhooks.deliveries') }));
    expect(await screen.findByText(t('admin:webhooks.noDeliveries'))).toBeInTheDocument();
    await user.click(screen.getByTestId('webhook-toggle'));
    await screen.findByTestId('webhook-endpoint');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ enabled: true });
  });

  test('the delivery log shows each delivery’s status, tries and last answer, and replays one', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/webhooks': ok<WebhookEndpointList>({ endpoints: [endpoint()] }),
      [`GET /admin/webhooks/${ID}/deliveries`]: ok<WebhookDeliveryList>({
        deliveries: [
          {
            _id: DELIVERY,
            messageId: `msg_${DELIVERY}`,
            eventType: 'order.paid',
            status: 'failed',
            attempts: 7,
            nextAttemptAt: null,
            createdAt: '2026-11-30T10:00:00.000Z',
            log: [
              {
                attempt: 7,
                at: '2026-11-30T10:00:00.000Z',
                ok: false,
                responseStatus: 503,
                responseBody: 'down',
                durationMs: 12,
                error: null,
              },
            ],
          },
        ],
      }),
      [`POST /admin/webhooks/deliveries/${DELIVERY}/replay`]: { status: 204 },
    });
    const { user, t } = await renderWithApp(<WebhooksTab />, { language });
    await user.click(await screen.findByRole('button', { name: t('admin:webhooks.deliveries') }));
    const row = await screen.findByTestId('webhook-delivery');
    expect(row).toHaveTextContent(t('admin:webhooks.status.failed'));
    expect(row).toHaveTextContent(t('admin:webhooks.attempts', { count: 7 }));
    expect(row).toHaveTextContent(t('admin:webhooks.lastAnswer', { answer: '503' }));
    await user.click(within(row).getByTestId('webhook-replay'));
    expect(await screen.findByTestId('webhook-outcome')).toHaveTextContent(t('admin:webhooks.replayed'));
    expect(calls.some((call) => call.path.endsWith(`/deliveries/${DELIVERY}/replay`))).toBe(true);
  });

  test('a failed load shows the banner', async () => {
    await expectLoadErrorBanner(<WebhooksTab />, 'GET /admin/webhooks', language);
  });
});
