import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageResult } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n/web';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { type FormStatus, firstErrorKey, statusOfResult } from './formStatus';
import type { LoadSchema } from './messagingSchemas';

interface MessageFormOptions<TInput extends FieldValues> {
  /** Also what the form returns to after a successful send. */
  defaultValues: TInput;
  /** The fields in display order: the first one in error is the one shown. */
  fieldOrder: readonly string[];
  /** Already translated: shown on success when the answer has no message. */
  successText: string;
  /** Errors-namespace key of the text shown on failure when the answer has no message. */
  errorKey: ErrorCode;
}

/**
 * A messaging form (react-hook-form + zod) and its result line: the first field error (translated) while there is
 * one, otherwise the last send's outcome. `submit(call)` is the form's submit handler: it sends, records the
 * outcome and empties the form on success; `clear()` hides the outcome (on typing). The schema is loaded by the
 * first validation (`messagingSchemas.ts`); `prepare` starts loading it earlier, when the form takes the focus.
 */
export function useMessageForm<TInput extends FieldValues, TOutput extends FieldValues>(
  loadSchema: LoadSchema<TOutput, TInput>,
  { defaultValues, fieldOrder, successText, errorKey }: MessageFormOptions<TInput>,
) {
  const { t: tError } = useTranslation('errors');
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    zodResolver(await loadSchema())(values, context, options);
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TInput>,
  });
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  // Flat forms: every error sits at the top level, under its field's name.
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const validationKey = firstErrorKey(errors, fieldOrder);

  const clear = () => {
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
  };

  const submit = (call: (values: TOutput) => Promise<MessageResult>) =>
    form.handleSubmit(async (values) => {
      setStatus({ kind: 'idle' });
      try {
        const next = statusOfResult(await call(values), successText, tError(errorKey));
        setStatus(next);
        if (next.kind === 'success') form.reset(defaultValues);
      } catch (error) {
        setStatus({ kind: 'error', message: serverMessage(error, tError(errorKey)) });
      }
    });

  const shown: FormStatus = validationKey ? { kind: 'error', message: tError(validationKey) } : status;
  const prepare = () => void loadSchema();
  return { form, status: shown, invalid: validationKey !== undefined, clear, submit, prepare };
}
