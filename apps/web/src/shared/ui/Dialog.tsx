import { type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

/**
 * A modal dialog centred over a dimmed backdrop: Escape and a click on the backdrop close it. Focus moves
 * into it on opening, Tab and Shift+Tab stay inside it, and closing gives focus back to what opened it
 * (WAI-ARIA dialog pattern).
 */
export function Dialog({
  labelledBy,
  onClose,
  className,
  testId,
  backdropTestId,
  layer = 'z-50',
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const current = panel.current;
    // A field with autoFocus already holds the focus; otherwise the first control (or the panel) takes it.
    if (current && !current.contains(document.activeElement)) {
      (current.querySelector<HTMLElement>(FOCUSABLE) ?? current).focus();
    }
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
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
        tabIndex={-1}
        ref={panel}
        data-testid={testId}
        className={`relative ${className}`}
      >
        {children}
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
