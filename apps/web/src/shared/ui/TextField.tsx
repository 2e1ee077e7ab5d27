import type { ComponentProps } from 'react';
import { Field } from './Field';
import { fieldClass } from './fieldClass';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
}

/** A labelled text box with its hint and field error. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <input className={fieldClass()} {...control} {...input} />}
    </Field>
  );
}
