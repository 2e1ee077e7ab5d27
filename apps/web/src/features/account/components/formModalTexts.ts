import type { TFunction } from 'i18next';
import type { FormModalTexts } from '@/shared/ui/FormModal';

/** The texts of an account form modal, from its section of the account namespace. */
export function formModalTexts(
  t: TFunction<'account'>,
  section: 'billingForm' | 'editProfile',
): FormModalTexts {
  return {
    title: t(`${section}.title`),
    close: t('modal.close'),
    cancel: t(`${section}.cancel`),
    save: t(`${section}.save`),
    saving: t(`${section}.saving`),
    success: t(`${section}.success`),
  };
}
