// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyActionNames } from '@/shared/earlyActions';
import { bootHolding, endBoot } from '@/test/earlyBoot';

/**
 * /indicators as the server renders it (CatalogPage, CatalogFilters, CatalogCard's `data-category`), before the
 * app has arrived: the category select, the result count and three cards.
 */
function serverRenderedCatalogue() {
  document.body.innerHTML = `
    <div id="root">
      <select data-early-action="${earlyActionNames.catalogCategory}">
        <option value="">All</option><option value="volume">Volume</option>
        <option value="niveaux">Levels</option><option value="analyse">Analysis</option>
      </select>
      <div>
        <p data-result-count>3 indicators</p>
        <div><article data-category="volume">A</article><article data-category="niveaux">B</article>
          <article data-category="volume">C</article></div>
      </div>
    </div>`;
  const select = document.querySelector('select')!;
  const choices: string[] = [];
  select.addEventListener('change', () => choices.push(select.value));
  const choose = (value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('article')]
      .filter((card) => !card.hidden)
      .map((card) => card.textContent);
  const count = document.querySelector<HTMLElement>('[data-result-count]')!;
  return { select, choose, choices, shown, count };
}

describe('a category chosen on the catalogue before the app has arrived', () => {
  afterEach(() => {
    endBoot();
    document.body.innerHTML = '';
  });

  it("hides the other categories' cards and the count at once; the app's list takes over after the replay", async () => {
    const { choose, choices, shown, count } = serverRenderedCatalogue();
    const { replay, started } = await bootHolding();

    choose('volume');

    await vi.waitFor(() => expect(shown()).toEqual(['A', 'C']));
    expect(count.style.visibility).toBe('hidden');
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    // The choice's own listener (the app's) saw the event the browser dispatched, and nothing since.
    expect(choices).toEqual(['volume']);

    // Hydration sets the controlled select back to what the app rendered.
    document.querySelector('select')!.value = '';
    replay();

    // The choice is made again for the app; the filtered cards stay until its list changes.
    await vi.waitFor(() => expect(choices).toEqual(['volume', 'volume']));
    expect(shown()).toEqual(['A', 'C']);
    expect(count.style.visibility).toBe('hidden');
    // The app renders its filtered answer: the other category's card goes, and the marks come off.
    document.querySelector('article[data-category="niveaux"]')!.remove();
    await vi.waitFor(() => expect(count.style.visibility).toBe(''));
    expect(shown()).toEqual(['A', 'C']);
    expect(document.querySelectorAll('article[hidden]')).toHaveLength(0);
  });

  it('a second choice before the app shows that category, and "all" shows every card again', async () => {
    const { choose, shown } = serverRenderedCatalogue();
    await bootHolding();

    choose('niveaux');
    await vi.waitFor(() => expect(shown()).toEqual(['B']));
    choose('analyse');
    await vi.waitFor(() => expect(shown()).toEqual([]));
    choose('');
    await vi.waitFor(() => expect(shown()).toEqual(['A', 'B', 'C']));
  });
});
