import type { ProductMachine, ProductMachines } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/errors';
import { formatDate, formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useFreeMachine, useMyMachines } from './api';

/** One product's machines: how many of the seats' places they take, each with "free this machine". */
function ProductMachinesTable({ entry, onFreed }: { entry: ProductMachines; onFreed(name: string): void }) {
  const { t, i18n } = useTranslation(['devices', 'errors']);
  const language = pickLanguage(i18n.language);
  const free = useFreeMachine();
  const allowed = entry.seats * entry.machinesPerSeat;
  const release = (machine: ProductMachine) =>
    free.mutate(machine.id, { onSuccess: () => onFreed(machine.machineName) });

  return (
    <div data-testid="machines-product" data-product={entry.product.slug} className="mb-6">
      <h4 className="mb-2 flex flex-wrap items-baseline justify-between gap-2 font-semibold text-white">
        <span>{entry.product.name}</span>
        <span className="text-sm font-normal text-slate-400" data-testid="machines-used">
          {t('machines.used', { machines: entry.machines.length, allowed, perSeat: entry.machinesPerSeat })}
        </span>
      </h4>
      {free.error && (
        <ErrorAlert message={serverMessage(free.error, t('errors:internal'))} className="mb-3" />
      )}
      {entry.machines.length === 0 ? (
        <p className="text-slate-400">{t('machines.none')}</p>
      ) : (
        <DataTable
          rows={entry.machines}
          rowKey={(machine) => machine.id}
          rowTestId="machine"
          stackedOnPhone
          columns={[
            {
              header: t('machines.name'),
              testId: 'machine-name',
              cell: (machine) => (
                <>
                  <span className="font-medium">{machine.machineName}</span>
                  <span className="block text-xs text-slate-400">
                    {t(machine.kind === 'seat' ? 'machines.kindSeat' : 'machines.kindMachineId')}
                  </span>
                </>
              ),
            },
            {
              header: t('machines.platform'),
              testId: 'machine-platform',
              cell: (machine) => machine.platformVersion ?? '—',
            },
            {
              header: t('machines.lastCheckIn'),
              testId: 'machine-last-check-in',
              cell: (machine) =>
                machine.lastCheckInAt ? formatDateTime(machine.lastCheckInAt, language) : t('machines.never'),
            },
            {
              header: t('machines.activatedOn'),
              cell: (machine) => formatDate(machine.activatedAt, language),
            },
            {
              header: '',
              cell: (machine) =>
                machine.kind === 'seat' && (
                  <Button
                    size="xs"
                    variant="dangerOutline"
                    data-testid="machine-free"
                    disabled={free.isPending}
                    onClick={() => release(machine)}
                  >
                    {free.isPending && free.variables === machine.id
                      ? t('machines.freeing')
                      : t('machines.free')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </div>
  );
}

/**
 * The customer area's machines (docs/rules/seats.md): per product, the machines holding its seats, signed in
 * from the indicator or licensed by Machine ID; a signed-in machine may be freed here. Shown once there is one.
 */
export function MachinesSection() {
  const { t } = useTranslation('devices');
  const machines = useMyMachines();
  const [freed, setFreed] = useState<string | null>(null);
  if (machines.isError) return <ErrorAlert message={t('machines.loadError')} className="mt-6" />;
  const products = (machines.data?.products ?? []).filter((entry) => entry.machines.length > 0);
  // After freeing the last machine the section stays for its notice.
  if (!machines.data || (products.length === 0 && !freed)) return null;

  return (
    <section aria-labelledby="machines-title" data-testid="my-machines" className="mt-8">
      <h3 id="machines-title" className="mb-1 text-lg font-semibold text-white">
        {t('machines.title')}
      </h3>
      <p className="mb-4 text-sm text-slate-400">
        {t('machines.intro', { days: machines.data.idleReleaseDays })}
      </p>
      {freed && (
        <p role="status" data-testid="machine-freed" className="mb-3 text-green-300">
          {t('machines.freed', { machine: freed })}
        </p>
      )}
      {products.map((entry) => (
        <ProductMachinesTable key={entry.product.id} entry={entry} onFreed={setFreed} />
      ))}
    </section>
  );
}
