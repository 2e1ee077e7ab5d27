import { type ReactNode, useEffect } from 'react';

interface DialogProps {
  /** The id of the element naming the dialog (its title). */
  labelledBy: string;
  /** Called on Escape and on a click on the backdrop; keep it stable (useCallback) so the key listener stays put. */
  onClose(): void;
  /** The panel's own classes (size, border, padding). */
  className: string;
  testId?: string;
  backdropTestId?: string;
  /** The overlay's stacking layer. */
  layer?: 'z-50' | 'z-[60]';
  children: ReactNode;
}

/** A modal dialog centred over a dimmed backdrop: Escape and a click on the backdrop close it. */
export function Dialog({
  labelledBy,
  onClose,
  className,
  testId,
  backdropTestId,
  layer = 'z-50',
  children,
}: DialogProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={`fixed inset-0 ${layer} flex items-center justify-center p-4`}>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={backdropTestId}
        className="absolute inset-0 h-full w-full cursor-default bg-black/70"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        className={`relative ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
