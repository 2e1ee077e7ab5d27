import { type WebhookEndpointBody, type WebhookEventType, webhookEventTypes } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';

/**
 * The settings of a new endpoint: its HTTPS URL, a description, the events it wants and the private-address
 * leave (docs/rules/webhooks.md). The server checks the address and answers its translated refusal.
 */
export function EndpointForm({
  onSave,
  saving,
}: {
  onSave(body: WebhookEndpointBody): void;
  saving: boolean;
}) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.paid']);
  const [allowPrivateAddresses, setAllowPrivate] = useState(false);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((event) => event !== type)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSave({ url, description, events, enabled: true, allowPrivateAddresses });
  };

  return (
    <form
      className="space-y-3 rounded-lg border border-slate-800 p-4"
      onSubmit={submit}
      data-testid="webhook-form"
    >
      <h3 className="font-semibold text-white">{t('webhooks.add')}</h3>
      <TextField
        label={t('webhooks.url')}
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        data-testid="webhook-url"
      />
      <TextField
        label={t('webhooks.description')}
        maxLength={200}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        data-testid="webhook-description"
      />
      <fieldset>
        <legend className="text-sm text-slate-300">{t('webhooks.events')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {webhookEventTypes.map((type) => (
            <label key={type} className="flex items-center gap-1 font-mono text-sm text-slate-200">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                data-testid={`webhook-event-${type}`}
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          checked={allowPrivateAddresses}
          onChange={(event) => setAllowPrivate(event.target.checked)}
          data-testid="webhook-allow-private"
        />
        {t('webhooks.allowPrivate')}
      </label>
      <Button type="submit" size="sm" disabled={saving} data-testid="webhook-save">
        {t('webhooks.save')}
      </Button>
    </form>
  );
}
