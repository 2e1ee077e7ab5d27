import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';

/** The status select, for lists that filter by status. */
interface StatusFilter<S extends string> {
  statusLabel: string;
  status: S;
  statuses: ReadonlyArray<{ value: S; label: string }>;
  onStatus(status: S): void;
}

interface FilterBarProps<S extends string> extends Partial<StatusFilter<S>> {
  searchLabel: string;
  /** A search is applied when submitted; a status as soon as it is picked. */
  onSearch(search: string): void;
  /** Extra buttons after Search (reset, export). `clear` empties the search box. */
  actions?: (clear: () => void) => ReactNode;
}

/** The search box, the status select (when the list has statuses) and buttons above an admin list. */
export function FilterBar<S extends string>(props: FilterBarProps<S>) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const field = 'rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-white';
  return (
    <form
      className="mb-4 flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(text.trim());
      }}
    >
      <input
        type="search"
        aria-label={props.searchLabel}
        placeholder={props.searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`min-w-64 flex-1 ${field}`}
      />
      {props.statuses && (
        <select
          aria-label={props.statusLabel}
          value={props.status}
          onChange={(event) => props.onStatus?.(event.target.value as S)}
          className={field}
        >
          {props.statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <button type="submit" className={buttonClass({ size: 'md' })}>
        {t('shared.search')}
      </button>
      {props.actions?.(() => setText(''))}
    </form>
  );
}
