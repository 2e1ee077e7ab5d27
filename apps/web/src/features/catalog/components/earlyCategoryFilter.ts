import type { EarlyAction } from '@/shared/earlyActions';

/** The latest the early filter's marks are taken off if the app's list never changes after the replay. */
const RESTORE_DEADLINE_MS = 5000;

/**
 * The catalogue's category chosen before the app has arrived (issue 45: a click made during load is handled
 * within 300 ms): the server's cards of the other categories are hidden at once (each card names its category
 * in `data-category`, the field the server filters on), and the result count, which would be wrong, is
 * hidden with them. Once the app has hydrated, the choice is made again (`replay`), and the marks come off at
 * the app's first change to the list (the filtered answer it renders): until then the page keeps showing the
 * filtered cards rather than the whole list the app hydrated with.
 */
export const filterCategoryEarly: EarlyAction = (select, { replay }) => {
  const root = document.getElementById('root');
  const cards = [...(root?.querySelectorAll<HTMLElement>('article[data-category]') ?? [])];
  const grid = cards[0]?.parentElement;
  if (!(select instanceof HTMLSelectElement) || !root || !grid) return undefined;
  const category = select.value;
  for (const card of cards) card.hidden = category !== '' && card.dataset.category !== category;
  const count = root.querySelector<HTMLElement>('[data-result-count]');
  if (count) count.style.visibility = 'hidden';
  const restore = () => {
    for (const card of cards) card.hidden = false;
    count?.style.removeProperty('visibility');
  };
  return () => {
    const list = grid.parentElement ?? grid;
    const changed = new MutationObserver(() => done());
    const deadline = setTimeout(() => done(), RESTORE_DEADLINE_MS);
    const done = () => {
      changed.disconnect();
      clearTimeout(deadline);
      restore();
    };
    changed.observe(list, { childList: true, subtree: true, characterData: true });
    replay();
  };
};
