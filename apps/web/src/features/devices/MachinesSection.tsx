import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/errors';
import { ProductMachinesTable } from '@/shared/devices/ProductMachinesTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useFreeMachine, useMyMachines } from './api';

/**
 * The customer area's machines (docs/rules/seats.md): per product, the machines holding its seats, signed in
 * from the indicator or licensed by Machine ID; a signed-in machine may be freed here. Shown once there is one.
 */
export function MachinesSection() {
  const { t } = useTranslation(['devices', 'errors']);
  const machines = useMyMachines();
  const free = useFreeMachine();
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
      {free.error && (
        <ErrorAlert message={serverMessage(free.error, t('errors:internal'))} className="mb-3" />
      )}
      {products.map((entry) => (
        <ProductMachinesTable
          key={entry.product.id}
          entry={entry}
          used={t('machines.used', {
            machines: entry.machinesInUse,
            allowed: entry.seats * entry.machinesPerSeat,
            perSeat: entry.machinesPerSeat,
          })}
          release={free}
          onFreed={setFreed}
        />
      ))}
    </section>
  );
}
