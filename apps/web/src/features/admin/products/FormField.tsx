import { type ReactNode, useId } from 'react';
import { fieldClass } from '@/shared/ui/fieldClass';

export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its translated error, linked for assistive technology. */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children(props: FieldControlProps): ReactNode;
}) {
  const id = useId();
  return (
    <div className="text-sm text-slate-300">
      <label htmlFor={id} className="mb-1 block">
        {label}
      </label>
      {children({
        id,
        className: fieldClass('sm'),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
