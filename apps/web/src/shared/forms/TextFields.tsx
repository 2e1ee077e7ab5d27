import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/TextField';

/** The common kinds of account fields: each sets the input's type and the browser's autofill hint. */
const kinds = {
  email: { type: 'email', autoComplete: 'email' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
} as const;

/** One field of a form: its form value's name, its label and what the browser should know about it. */
export interface TextFieldSpec<N extends string> {
  name: N;
  /** Already translated. */
  label: string;
  /** A plain text box without it. */
  kind?: keyof typeof kinds;
  /** The autofill hint of a plain text box. */
  autoComplete?: ComponentProps<'input'>['autoComplete'];
  /** Already translated. */
  hint?: string;
  testId?: string;
}

/** A field's registration and its translated error, as `useTextFields(form).field(name)` gives them. */
export type FieldBinding<N extends string> = (name: N) => UseFormRegisterReturn & { error?: string };

/** A form's text boxes, in order, each bound to its form value (the sign-up, sign-in and profile forms). */
export function TextFields<N extends string>({
  fields,
  bind,
}: {
  fields: TextFieldSpec<N>[];
  bind: FieldBinding<N>;
}) {
  return fields.map(({ name, testId, kind, ...input }) => (
    <TextField key={name} data-testid={testId} {...(kind ? kinds[kind] : {})} {...input} {...bind(name)} />
  ));
}
