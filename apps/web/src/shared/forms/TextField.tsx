import type { ErrorCode } from '@shop/i18n/web';
import { type ComponentProps, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'w-full rounded-lg border border-slate-700 bg-slate-950 px-4 py-2.5 text-white placeholder-slate-500 focus:border-brand-500 focus:outline-none aria-invalid:border-red-500';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and field error (linked through aria-describedby). */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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

/**
 * Binds a react-hook-form form to TextField props: `field(name)` is its registration plus the field's zod
 * error (an errors-namespace key) translated; `error(name)` is that text alone.
 */
export function useTextFields<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const { t: tError } = useTranslation('errors');
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: Path<T>) => {
    const message = errors[name]?.message;
    // A zod schema's message is an errors-namespace key (packages/contracts).
    return message ? tError(message as ErrorCode) : undefined;
  };
  return { error, field: (name: Path<T>) => ({ error: error(name), ...register(name) }) };
}
