import type { ProductMachine, ProductMachines } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';

/** A "free this machine" action in progress or not: a TanStack mutation as both lists use it. */
export interface MachineRelease {
  isPending: boolean;
  /** The machine being freed. */
  variables?: string;
  mutate(machineId: string, options: { onSuccess(): void }): void;
}

/**
 * One product's machines and the places they take (docs/rules/seats.md), as the buyer's "Connected machines"
 * and the owner's view of a buyer show them: each machine's kind, NinjaTrader version, last check-in and
 * activation day; a machine signed in from the indicator has "free this machine".
 */
export function ProductMachinesTable({
  entry,
  used,
  release,
  onFreed,
}: {
  entry: ProductMachines;
  /** The places line: the buyer's and the owner's say it differently. */
  used: string;
  release: MachineRelease;
  onFreed(name: string): void;
}) {
  const { t, i18n } = useTranslation('devices');
  const language = pickLanguage(i18n.language);
  const free = (machine: ProductMachine) =>
    release.mutate(machine.id, { onSuccess: () => onFreed(machine.machineName) });

  return (
    <div data-testid="machines-product" data-product={entry.product.slug} className="mb-6">
      <h4 className="mb-2 flex flex-wrap items-baseline justify-between gap-2 font-semibold text-white">
        <span>{entry.product.name}</span>
        <span className="text-sm font-normal text-slate-400" data-testid="machines-used">
          {used}
        </span>
      </h4>
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
              header: t('machines.actions'),
              cell: (machine) =>
                machine.kind === 'seat' && (
                  <Button
                    size="xs"
                    variant="dangerOutline"
                    data-testid="machine-free"
                    disabled={release.isPending}
                    onClick={() => free(machine)}
                  >
                    {release.isPending && release.variables === machine.id
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
