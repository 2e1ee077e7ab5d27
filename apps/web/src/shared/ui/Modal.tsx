import { type ReactNode, useId } from 'react';
import { Dialog } from './Dialog';

interface ModalProps {
  title: string;
  /** The close button's accessible name, already translated. */
  closeLabel: string;
  /** Keep it stable (useCallback): Escape listens through it. */
  onClose(): void;
  testId?: string;
  /** A wider panel, for forms with columns and tables. */
  wide?: boolean;
  children: ReactNode;
}

/** A titled dialog with a close button; Escape and the backdrop close it too. */
export function Modal({ title, closeLabel, onClose, testId, wide = false, children }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      testId={testId}
      className={`max-h-[90vh] w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} overflow-y-auto rounded-xl border border-slate-700 bg-slate-900 p-6 shadow-2xl`}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-semibold text-white">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-slate-400 hover:bg-slate-800 hover:text-white"
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </Dialog>
  );
}
