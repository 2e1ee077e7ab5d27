import type { Lease } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { useLicenceFileDownload } from '@/shared/licenceFile';
import { Button } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { MachineIdDialog } from '@/shared/ui/MachineIdDialog';
import { downloadLeaseFile, useBindLeaseMachine } from './api';

/**
 * A lease's licence in the buyer's subscriptions (docs/rules/leases.md), while the lease entitles: before a
 * machine is bound, the licence request's MachineId-Name form; after, the machine, the licence's end, its
 * file, signed afresh at each download, and the same form to move it to another machine (the server's move
 * limit, translated, shows in the form).
 */
export function LeaseLicence({ lease }: { lease: Lease }) {
  const { t, i18n } = useTranslation('account');
  const bind = useBindLeaseMachine();
  const [binding, setBinding] = useState(false);
  const { download, downloading, error } = useLicenceFileDownload(downloadLeaseFile);
  if (!lease.licenceUntil) return '—';

  const moving = Boolean(lease.machineId);
  const dialog = binding && (
    <MachineIdDialog
      title={t(moving ? 'subscriptions.licence.moveTitle' : 'subscriptions.licence.bindTitle', {
        product: lease.productName,
      })}
      submitLabel={t(moving ? 'subscriptions.licence.move' : 'subscriptions.licence.bind')}
      pending={bind.isPending}
      error={bind.error}
      submit={(machineIdName) =>
        bind.mutate({ id: lease._id, machineIdName }, { onSuccess: () => setBinding(false) })
      }
      onClose={() => {
        bind.reset();
        setBinding(false);
      }}
    />
  );

  if (!lease.machineId) {
    return (
      <>
        <Button size="xs" data-testid="subscription-bind" onClick={() => setBinding(true)}>
          {t('subscriptions.licence.bind')}
        </Button>
        {dialog}
      </>
    );
  }
  return (
    <div className="space-y-1">
      <p data-testid="subscription-machine" className="font-mono text-xs break-all">
        {`${lease.machineId}-${lease.machineName}`}
      </p>
      <p data-testid="subscription-licence-until" className="text-xs text-slate-400">
        {t('subscriptions.licence.validUntil', {
          date: formatDate(lease.licenceUntil, pickLanguage(i18n.language)),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="xs"
          data-testid="subscription-download"
          disabled={downloading === lease._id}
          onClick={() => download(lease._id)}
        >
          {t('subscriptions.licence.download')}
        </Button>
        <Button
          size="xs"
          variant="secondary"
          data-testid="subscription-move"
          onClick={() => setBinding(true)}
        >
          {t('subscriptions.licence.move')}
        </Button>
      </div>
      {error && <ErrorAlert message={error} />}
      {dialog}
    </div>
  );
}
