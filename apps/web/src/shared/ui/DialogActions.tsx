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

const toneClass = {
  primary: 'bg-brand-500 hover:bg-brand-600',
  danger: 'bg-red-600 hover:bg-red-700',
};

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
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-700 px-4 py-2 text-slate-200 hover:bg-slate-800"
      >
        {cancelLabel}
      </button>
      <button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={pending || disabled}
        data-testid={submitTestId}
        className={`rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60 ${toneClass[tone]}`}
      >
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
