import type { AdminUser, ProductMachine, ProductMachines } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDate, formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { useBuyerMachines, useFreeBuyerMachine } from './api';

type Free = ReturnType<typeof useFreeBuyerMachine>;

/** One product's machines of the buyer and the places they take; a seat machine has "Free". */
function ProductMachinesTable({
  entry,
  free,
  onFreed,
}: {
  entry: ProductMachines;
  free: Free;
  onFreed(name: string): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const release = (machine: ProductMachine) =>
    free.mutate(machine.id, { onSuccess: () => onFreed(machine.machineName) });

  return (
    <div data-testid="admin-machines-product" data-product={entry.product.slug} className="mb-6">
      <h3 className="mb-2 flex flex-wrap items-baseline justify-between gap-2 font-semibold text-white">
        <span>{entry.product.name}</span>
        <span className="text-sm font-normal text-slate-400" data-testid="admin-machines-used">
          {t('users.machines.used', {
            machines: entry.machines.length,
            allowed: entry.seats * entry.machinesPerSeat,
            seats: entry.seats,
            perSeat: entry.machinesPerSeat,
          })}
        </span>
      </h3>
      <DataTable
        rows={entry.machines}
        rowKey={(machine) => machine.id}
        rowTestId="admin-machine"
        columns={[
          {
            header: t('users.machines.name'),
            testId: 'admin-machine-name',
            cell: (machine) => (
              <>
                <span className="font-medium">{machine.machineName}</span>
                <span className="block text-xs text-slate-400">
                  {t(machine.kind === 'seat' ? 'users.machines.kindSeat' : 'users.machines.kindMachineId')}
                </span>
              </>
            ),
          },
          { header: t('users.machines.platform'), cell: (machine) => machine.platformVersion ?? '—' },
          {
            header: t('users.machines.lastCheckIn'),
            cell: (machine) =>
              machine.lastCheckInAt
                ? formatDateTime(machine.lastCheckInAt, language)
                : t('users.machines.never'),
          },
          {
            header: t('users.machines.activatedOn'),
            cell: (machine) => formatDate(machine.activatedAt, language),
          },
          {
            header: '',
            cell: (machine) =>
              machine.kind === 'seat' && (
                <Button
                  size="xs"
                  variant="dangerOutline"
                  data-testid="admin-machine-free"
                  disabled={free.isPending}
                  onClick={() => release(machine)}
                >
                  {free.isPending && free.variables === machine.id
                    ? t('users.machines.freeing')
                    : t('users.machines.free')}
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}

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
        <ProductMachinesTable key={entry.product.id} entry={entry} free={free} onFreed={setFreed} />
      ))}
    </Modal>
  );
}
