import type { WebhookDelivery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { LoadErrorBanner } from '../components/AdminUi';
import { useWebhookDeliveries } from './api';

const tone = { pending: 'text-amber-300', succeeded: 'text-green-300', failed: 'text-red-300' } as const;

/** An endpoint's latest deliveries: status, tries, the last answer, and a replay while the endpoint is on. */
export function DeliveryLog({
  endpointId,
  canReplay,
  onReplay,
}: {
  endpointId: string;
  canReplay: boolean;
  onReplay(deliveryId: string): void;
}) {
  const { t } = useTranslation('admin');
  const deliveries = useWebhookDeliveries(endpointId);
  return (
    <QueryState query={deliveries} renderError={(error) => <LoadErrorBanner message={error.message} />}>
      {({ deliveries: rows }) =>
        rows.length === 0 ? (
          <p className="text-sm text-slate-400">{t('webhooks.noDeliveries')}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid={`webhook-deliveries-${endpointId}`}>
            {rows.map((delivery) => (
              <DeliveryRow key={delivery._id} delivery={delivery} canReplay={canReplay} onReplay={onReplay} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function DeliveryRow({
  delivery,
  canReplay,
  onReplay,
}: {
  delivery: WebhookDelivery;
  canReplay: boolean;
  onReplay(deliveryId: string): void;
}) {
  const { t } = useTranslation('admin');
  const last = delivery.log.at(-1);
  const answer = last ? (last.responseStatus?.toString() ?? last.error ?? t('webhooks.noAnswer')) : null;
  return (
    <li
      className="flex flex-wrap items-center gap-3 border-b border-slate-800 py-1"
      data-testid="webhook-delivery"
    >
      <span className="font-mono text-slate-200">{delivery.eventType}</span>
      <span className={tone[delivery.status]}>{t(`webhooks.status.${delivery.status}`)}</span>
      <span className="text-slate-400">{t('webhooks.attempts', { count: delivery.attempts })}</span>
      {answer && <span className="text-slate-400">{t('webhooks.lastAnswer', { answer })}</span>}
      <span className="font-mono text-xs text-slate-500">{delivery.messageId}</span>
      {canReplay && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onReplay(delivery._id)}
          data-testid="webhook-replay"
        >
          {t('webhooks.replay')}
        </Button>
      )}
    </li>
  );
}
