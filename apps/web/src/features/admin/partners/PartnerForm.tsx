import type { AdminAffiliate } from '@shop/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { FormModal } from '@/shared/ui/FormModal';

/** A form's own refusal before anything is sent (a rule checked in the browser), already translated. */
export class FormRefusal extends Error {}

export interface DialogProps {
  partner: AdminAffiliate;
  onClose(): void;
}

/** One partner's form in a modal: sends, then shows the success text or the server's translated refusal. */
export function PartnerForm({
  onClose,
  title,
  save,
  testId,
  send,
  children,
}: Pick<DialogProps, 'onClose'> & {
  title: string;
  save?: string;
  testId: string;
  /** Sends the form; resolves to the success text. */
  send(): Promise<string>;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    send()
      .then(setSuccess, (error: unknown) =>
        setFailure(
          error instanceof FormRefusal ? error.message : serverMessage(error, t('common:errors.generic')),
        ),
      )
      .finally(() => setPending(false));
  };
  return (
    <FormModal
      texts={{
        title,
        close: t('shared.cancel'),
        cancel: t('shared.cancel'),
        save: save ?? t('shared.save'),
        saving: t('shared.saving'),
        success: success ?? '',
      }}
      testId={testId}
      successTestId={`${testId}-done`}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
      saved={success !== null}
      afterSaved={onClose}
    >
      {children}
    </FormModal>
  );
}
