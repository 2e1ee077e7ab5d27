import { DialogActions } from './DialogActions';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in the app's own dialog (testable, translated, unlike window.confirm). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} closeLabel={closeLabel} onClose={onCancel} testId="confirm-dialog">
      <p className="text-slate-300">{message}</p>
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        submitLabel={confirmLabel}
        onSubmit={onConfirm}
      />
    </Modal>
  );
}
