import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useOutsideClick } from './useOutsideClick';

/** The arrow, Home and End keys' moves through `items` (WAI-ARIA menu keyboard interaction). */
export function moveFocus(event: KeyboardEvent, items: HTMLElement[]) {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const moves: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  if (!(event.key in moves) || items.length === 0) return;
  event.preventDefault();
  items[moves[event.key]!]?.focus();
}

/**
 * The WAI-ARIA menu-button pattern for the header's dropdowns: the button says whether its menu is open
 * (aria-expanded) and which it is (aria-controls); opening moves focus into the menu (to `initialItem`, or
 * the first item), the arrow keys, Home and End move between `items`, ArrowDown or ArrowUp on the button
 * opens it, Escape closes it and gives the focus back to the button, Tab and a click outside close it.
 * The menu element states its role="menu" itself, where the linter sees it.
 */
export function useMenuButton(items: string, initialItem = items) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapper, close, open, button);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(initialItem)?.focus();
  }, [open, initialItem]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const buttonProps = {
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((value) => !value),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
    },
  };

  const menuProps = {
    ref: menu,
    id: menuId,
    tabIndex: -1,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Tab') setOpen(false);
      else moveFocus(event, [...(menu.current?.querySelectorAll<HTMLElement>(items) ?? [])]);
    },
  };

  return { open, wrapper, buttonProps, menuProps, closeToButton, close };
}
