import { Button } from './Button';

interface DialogActionsProps {
  cancelLabel: string;
  onCancel(): void;
  submitLabel: string;
  /** Shown on the primary button while `pending`. */
  pendingLabel?: string;
  /** The action runs: the primary button says so and is disabled. */
  pending?: boolean;
  disabled?: boolean;
  /** Without it, the primary button submits the dialog's form. */
  onSubmit?(): void;
  submitTestId?: string;
  /** `danger` for an action that destroys something (a deletion). */
  tone?: 'primary' | 'danger';
  className?: string;
}

/** The Cancel / Save footer of a dialog: cancel on the left, the primary action on the right. */
export function DialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  onSubmit,
  submitTestId,
  tone = 'primary',
  className = 'mt-6',
}: DialogActionsProps) {
  return (
    <div className={`flex justify-end gap-3 ${className}`}>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        variant={tone}
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={pending || disabled}
        data-testid={submitTestId}
      >
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
