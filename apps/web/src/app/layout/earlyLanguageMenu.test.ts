// @vitest-environment happy-dom
import type { Language } from '@shop/i18n/language';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@/shared/i18n';
import { bootHolding, clicksOn, endBoot } from '@/test/earlyBoot';
import { AppProviders } from '../App';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The header's language menu as the server renders it in `language`, before the app has arrived. */
function serverRenderedSwitcher(language: Language) {
  const markup = renderToString(
    createElement(AppProviders, {
      i18n: textsIn(language),
      currency: 'eur',
      queryClient: new QueryClient(),
      // biome-ignore lint/correctness/noChildrenProp: a logic test's file has no JSX; the props type requires it
      children: createElement(LanguageSwitcher),
    }),
  );
  document.body.innerHTML = `<div id="root">${markup}<a href="/indicators">Indicators</a></div>`;
  const button = document.querySelector<HTMLElement>('[data-testid="language-switcher"]')!;
  const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
  const item = (code: Language) => menu.querySelector<HTMLElement>(`[lang="${code}"]`)!;
  return { button, menu, item, buttonClicks: clicksOn('[data-testid="language-switcher"]') };
}

const notice = () => document.querySelector('#early-language-notice');

describe('the language menu used before the app has arrived', () => {
  afterEach(() => {
    endBoot();
    document.body.innerHTML = '';
  });

  it('is in the server page closed, and opens at once on a click, with the focus on the language shown', async () => {
    const { button, menu, item, buttonClicks } = serverRenderedSwitcher('fr');
    expect(menu.hidden).toBe(true);
    const { replay, started } = await bootHolding();

    button.click();

    await vi.waitFor(() => expect(menu.hidden).toBe(false));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('fr'));
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(buttonClicks).toHaveLength(0);

    replay();

    // Put back as the app rendered it, then clicked for the app, which opens it itself from then on.
    await vi.waitFor(() => expect(buttonClicks).toHaveLength(1));
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a second click or a click outside, and the app is then not asked to open it', async () => {
    const { button, menu, buttonClicks } = serverRenderedSwitcher('en');
    const { replay } = await bootHolding();

    button.click();
    await vi.waitFor(() => expect(menu.hidden).toBe(false));
    button.click();
    await vi.waitFor(() => expect(menu.hidden).toBe(true));
    button.click();
    await vi.waitFor(() => expect(menu.hidden).toBe(false));
    document.querySelector<HTMLElement>('a[href="/indicators"]')!.click();
    await vi.waitFor(() => expect(menu.hidden).toBe(true));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    replay();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(buttonClicks).toHaveLength(0);
  });

  it('a language chosen closes the menu and says so in that language; the app switches once hydrated', async () => {
    const { button, menu, item } = serverRenderedSwitcher('fr');
    const itemClicks = clicksOn('[lang="en"][role="menuitemradio"]');
    const { replay } = await bootHolding();

    button.click();
    await vi.waitFor(() => expect(menu.hidden).toBe(false));
    item('en').click();

    await vi.waitFor(() => expect(notice()?.textContent).toBe('Switching to English…'));
    expect(notice()!.getAttribute('role')).toBe('status');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(itemClicks).toHaveLength(0);

    replay();

    // The item is clicked for the app (its handler switches the language: LanguageSwitcher.test.tsx).
    await vi.waitFor(() => expect(itemClicks).toHaveLength(1));
    expect(notice()).toBeNull();
    // The menu stays closed: the button's replay found it closed.
    expect(menu.hidden).toBe(true);
  });
});
