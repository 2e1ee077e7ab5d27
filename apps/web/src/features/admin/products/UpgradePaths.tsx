import {
  type AdminProduct,
  type NamedProduct,
  type ProductSelling,
  UPGRADE_WINDOW_MAX_DAYS,
} from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { buttonClass } from '@/shared/ui/Button';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useSetUpgradePaths } from './api';
import { type SectionMessage, SectionSave } from './SectionSave';

/** One path as edited: the target's id ('' until chosen) and the window as typed ('' for any time). */
interface Row {
  key: number;
  to: string;
  withinDays: string;
}

const toRows = (paths: ProductSelling['upgradesTo'], nextKey: () => number): Row[] =>
  paths.map((path) => ({ key: nextKey(), to: path._id, withinDays: path.withinDays?.toString() ?? '' }));

/**
 * The paths leaving a saved product (docs/rules/upgrades.md): a target and an optional window in days per
 * row. The whole list is saved at once; the server's refusal (a bundle, a cycle…) shows under it.
 */
export function UpgradePaths({
  product,
  initial,
  others,
}: {
  product: AdminProduct;
  initial: ProductSelling['upgradesTo'];
  others: NamedProduct[];
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'productSelling' });
  const { t: tErrors } = useTranslation('errors');
  const lastKey = useRef(0);
  const nextKey = () => ++lastKey.current;
  const [rows, setRows] = useState(() => toRows(initial, nextKey));
  // Targets already saved stay selectable even when the filter hides them.
  const [known, setKnown] = useState<NamedProduct[]>(initial);
  const [message, setMessage] = useState<SectionMessage>(null);
  const save = useSetUpgradePaths();
  const targets = [...known, ...others.filter((other) => !known.some((item) => item._id === other._id))];

  const change = (key: number, patch: Partial<Row>) =>
    setRows((previous) => previous.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSave = async () => {
    setMessage(null);
    if (rows.some((row) => row.to === ''))
      return setMessage({ kind: 'error', text: t('upgrades.targetRequired') });
    const paths = rows.map((row) => ({
      to: row.to,
      withinDays: row.withinDays.trim() === '' ? null : Number(row.withinDays),
    }));
    if (paths.some((path) => Number.isNaN(path.withinDays)))
      return setMessage({ kind: 'error', text: tErrors('upgrade.windowRange') });
    try {
      const saved = await save.mutateAsync({ productId: product._id, paths });
      setKnown(saved.upgradesTo);
      setRows(toRows(saved.upgradesTo, nextKey));
      setMessage({ kind: 'ok', text: t('upgrades.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error, t('error')) });
    }
  };

  return (
    <section className="space-y-3" data-testid="upgrade-section">
      <h3 className="font-semibold text-white">{t('upgrades.title')}</h3>
      <p className="text-xs text-slate-400">{t('upgrades.hint')}</p>
      {rows.length === 0 && <p className="text-sm text-slate-400">{t('upgrades.none')}</p>}
      <ul className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.key}
            className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_auto]"
            data-testid="upgrade-row"
          >
            <label className="block text-sm text-slate-300">
              <span className="mb-1 block">{t('upgrades.target')}</span>
              <select
                value={row.to}
                onChange={(event) => change(row.key, { to: event.target.value })}
                className={fieldClass('sm')}
              >
                <option value="">{t('upgrades.choose')}</option>
                {targets.map((target) => (
                  <option key={target._id} value={target._id}>
                    {target.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm text-slate-300">
              <span className="mb-1 block">{t('upgrades.withinDays')}</span>
              <input
                type="number"
                min={1}
                max={UPGRADE_WINDOW_MAX_DAYS}
                step={1}
                value={row.withinDays}
                onChange={(event) => change(row.key, { withinDays: event.target.value })}
                className={fieldClass('sm')}
              />
            </label>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'xs' })}
              onClick={() => setRows((previous) => previous.filter((other) => other.key !== row.key))}
            >
              {t('upgrades.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => setRows((previous) => [...previous, { key: nextKey(), to: '', withinDays: '' }])}
          data-testid="upgrade-add"
        >
          {t('upgrades.add')}
        </button>
      </div>
      <SectionSave
        name="upgrade"
        label={t('upgrades.save')}
        pending={save.isPending}
        message={message}
        onSave={onSave}
      />
    </section>
  );
}
