import { showEarlyNotice } from '@/shared/earlyNotice';

/** The notice of a language chosen before the app has arrived. */
const EARLY_LANGUAGE_NOTICE_ID = 'early-language-notice';

/** The language button's menu (LanguageSwitcher renders it in the page, hidden while closed). */
function menuOf(button: HTMLElement): HTMLElement | null {
  return button.parentElement?.querySelector<HTMLElement>('[role="menu"]') ?? null;
}

function show(button: HTMLElement, menu: HTMLElement, open: boolean): void {
  menu.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  if (open) closeOnClickOutside(button, menu);
}

/** As the app's menu does: a click anywhere but on the button or in the menu closes it. */
function closeOnClickOutside(button: HTMLElement, menu: HTMLElement): void {
  const outside = (event: MouseEvent) => {
    if (menu.hidden) return document.removeEventListener('click', outside, true);
    const target = event.target instanceof Node ? event.target : null;
    if (button.contains(target) || menu.contains(target)) return;
    document.removeEventListener('click', outside, true);
    show(button, menu, false);
  };
  document.addEventListener('click', outside, true);
}

/**
 * The language button clicked before the app has arrived (issue 45: a click made during load is handled
 * within 300 ms): its menu opens, or closes, at once, as the app's click would, with the focus on the language
 * shown. What it returns runs once the app has hydrated: the menu is put back as the app rendered it (closed),
 * and if it was left open the button is clicked again, so that the app opens it and owns it from then on.
 */
export function openLanguageMenuEarly(button: HTMLElement): (() => void) | undefined {
  const menu = menuOf(button);
  if (!menu) return undefined;
  const opening = Boolean(menu.hidden);
  show(button, menu, opening);
  if (opening) menu.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  return () => {
    const leftOpen = !menu.hidden;
    show(button, menu, false);
    if (leftOpen) button.click();
  };
}

/**
 * A language chosen in that menu before the app has arrived: the menu closes, the focus goes back to the
 * button and a notice in the chosen language says the page is switching. The texts are the app's: once it has
 * hydrated, the notice goes and the item is clicked for the app (it is in the page, hidden), which switches.
 */
export function chooseLanguageEarly(item: HTMLElement): (() => void) | undefined {
  const menu = item.closest<HTMLElement>('[role="menu"]');
  const button = menu?.parentElement?.querySelector<HTMLElement>('[aria-haspopup="menu"]');
  if (!menu || !button || !item.lang) return undefined;
  show(button, menu, false);
  button.focus();
  const notice = showEarlyNotice(EARLY_LANGUAGE_NOTICE_ID, item.dataset.earlyNotice ?? '');
  return () => {
    notice.remove();
    item.click();
  };
}
