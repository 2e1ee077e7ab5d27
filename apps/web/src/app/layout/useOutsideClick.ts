import { type RefObject, useEffect } from 'react';

/**
 * Calls `onOutside` on a pointer press outside `ref` (dropdowns and the mobile menu), or on Escape. Escape
 * also moves focus to `returnFocusTo` (the control that opened it), since the focused item is about to go.
 */
export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  enabled: boolean,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocusTo?.current?.focus();
      onOutside();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, onOutside, enabled, returnFocusTo]);
}
