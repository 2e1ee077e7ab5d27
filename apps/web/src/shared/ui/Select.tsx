import type { ComponentProps } from 'react';
import { Field } from './Field';
import { fieldClass } from './fieldClass';

interface SelectProps extends ComponentProps<'select'> {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
}

/** A labelled drop-down list (its `<option>`s as children) with its hint and field error. */
export function Select({ label, error, hint, id, children, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select className={fieldClass()} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
