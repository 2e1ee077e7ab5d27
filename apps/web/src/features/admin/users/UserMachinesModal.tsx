import type { AdminUser } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ProductMachinesTable } from '@/shared/devices/ProductMachinesTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { useBuyerMachines, useFreeBuyerMachine } from './api';

/**
 * A buyer's machines as the owner sees them (docs/rules/seats.md): per product, both kinds with the places they
 * take; a machine signed in from the indicator may be freed (audited with the admin as actor).
 */
export function UserMachinesModal({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const { t } = useTranslation('admin');
  const machines = useBuyerMachines(user._id);
  const free = useFreeBuyerMachine(user._id);
  const [freed, setFreed] = useState<string | null>(null);
  const products = (machines.data?.products ?? []).filter((entry) => entry.machines.length > 0);

  return (
    <Modal
      title={t('users.machines.title', { name: user.name })}
      closeLabel={t('shared.close')}
      onClose={onClose}
      testId="user-machines-modal"
      wide
    >
      <p className="mb-4 text-sm text-slate-400">{t('users.machines.intro')}</p>
      {freed && (
        <p role="status" data-testid="admin-machine-freed" className="mb-3 text-green-300">
          {t('users.machines.freed', { machine: freed })}
        </p>
      )}
      {free.error && (
        <ErrorAlert message={serverMessage(free.error, t('shared.genericError'))} className="mb-3" />
      )}
      {machines.isError && <ErrorAlert message={t('users.machines.loadError')} />}
      {machines.data && products.length === 0 && (
        <p className="text-slate-400" data-testid="admin-machines-none">
          {t('users.machines.none')}
        </p>
      )}
      {products.map((entry) => (
        <ProductMachinesTable
          key={entry.product.id}
          entry={entry}
          used={t('users.machines.used', {
            machines: entry.machinesInUse,
            allowed: entry.seats * entry.machinesPerSeat,
            seats: entry.seats,
            perSeat: entry.machinesPerSeat,
          })}
          release={free}
          onFreed={setFreed}
        />
      ))}
    </Modal>
  );
}
