import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/shared/ui/DialogActions';

type SaveActionsProps = Omit<
  ComponentProps<typeof DialogActions>,
  'cancelLabel' | 'submitLabel' | 'pendingLabel' | 'tone'
>;

/** The Cancel / Save (Saving…) footer of an admin dialog, with the back-office's shared texts. */
export function SaveActions(props: SaveActionsProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared' });
  return (
    <DialogActions cancelLabel={t('cancel')} submitLabel={t('save')} pendingLabel={t('saving')} {...props} />
  );
}
