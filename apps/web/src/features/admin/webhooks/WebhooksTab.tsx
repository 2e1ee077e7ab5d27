import type { WebhookEndpoint, WebhookEndpointBody } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner } from '../components/AdminUi';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useReplayDelivery,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookEndpoints,
} from './api';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';

/**
 * The back-office's Webhooks tab (docs/rules/webhooks.md): the endpoints, a form to add one, its secret shown
 * once (after creation and rotation), turning one on or off, and each one's delivery log with replays.
 */
export function WebhooksTab() {
  const { t } = useTranslation(['admin', 'common']);
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhook();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const failed = (error: Error) =>
    setOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) });
  const saveNew = (body: WebhookEndpointBody) => {
    setOutcome(null);
    setSecret(null);
    create.mutate(body, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setOutcome({ kind: 'success', text: t('webhooks.created') });
      },
      onError: failed,
    });
  };

  return (
    <div className="space-y-4" data-testid="admin-webhooks">
      <h2 className="text-xl font-semibold text-white">{t('webhooks.title')}</h2>
      <p className="text-sm text-slate-400">{t('webhooks.intro')}</p>
      <ActionOutcomeBanner outcome={outcome} testId="webhook-outcome" />
      {secret && (
        <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-amber-100">
          <p>{t('webhooks.secretOnce')}</p>
          <code className="break-all font-mono text-sm" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}
      <QueryState query={endpoints} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {({ endpoints: rows }) =>
          rows.length === 0 ? (
            <p className="text-slate-400" data-testid="webhooks-empty">
              {t('webhooks.empty')}
            </p>
          ) : (
            <ul className="space-y-3">
              {rows.map((endpoint) => (
                <EndpointRow
                  key={endpoint._id}
                  endpoint={endpoint}
                  onOutcome={setOutcome}
                  onSecret={setSecret}
                  onError={failed}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <EndpointForm onSave={saveNew} saving={create.isPending} />
    </div>
  );
}

function EndpointRow({
  endpoint,
  onOutcome,
  onSecret,
  onError,
}: {
  endpoint: WebhookEndpoint;
  onOutcome(outcome: ActionOutcome): void;
  onSecret(secret: string): void;
  onError(error: Error): void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const replay = useReplayDelivery();
  const { _id: id, url, description, events, allowPrivateAddresses, enabled } = endpoint;
  const state = enabled
    ? t('webhooks.on')
    : endpoint.disabledReason
      ? t('webhooks.offForFailures')
      : t('webhooks.off');

  return (
    <li className="space-y-2 rounded-lg border border-slate-800 p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-mono text-white">{url}</span>
        <span className={enabled ? 'text-green-300' : 'text-red-300'} data-testid="webhook-state">
          {state}
        </span>
      </div>
      {description && <p className="text-sm text-slate-300">{description}</p>}
      <p className="font-mono text-xs text-slate-400">{events.join(', ')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="xs"
          variant="secondary"
          data-testid="webhook-toggle"
          onClick={() =>
            update.mutate(
              { id, body: { url, description, events, allowPrivateAddresses, enabled: !enabled } },
              { onError },
            )
          }
        >
          {enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          data-testid="webhook-rotate"
          onClick={() =>
            rotate.mutate(id, {
              onSuccess: (rotated) => {
                onSecret(rotated.secret);
                onOutcome({ kind: 'success', text: t('webhooks.rotated') });
              },
              onError,
            })
          }
        >
          {t('webhooks.rotate')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {t('webhooks.deliveries')}
        </Button>
        <Button size="xs" variant="danger" onClick={() => remove.mutate(id, { onError })}>
          {t('webhooks.remove')}
        </Button>
      </div>
      {open && (
        <DeliveryLog
          endpointId={id}
          canReplay={enabled}
          onReplay={(deliveryId) =>
            replay.mutate(deliveryId, {
              onSuccess: () => onOutcome({ kind: 'success', text: t('webhooks.replayed') }),
              onError,
            })
          }
        />
      )}
    </li>
  );
}
