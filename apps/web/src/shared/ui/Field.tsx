import { type ReactNode, useId } from 'react';

/** The attributes a field's control needs to be named by its label and described by its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  /** The control's id, when the caller needs to know it; generated otherwise. */
  id?: string;
  /** Renders the control (input, select) with the attributes linking it to the label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled form control with its hint and field error, linked through aria-describedby. */
export function Field({ label, error, hint, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-300">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
