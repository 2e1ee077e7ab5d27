import type { ErrorCode } from '@shop/i18n/web';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
