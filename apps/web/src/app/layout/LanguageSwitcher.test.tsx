import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { i18next } from '@/shared/i18n';
import { renderWithApp } from '@/test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('language menu (%s)', (language) => {
  const other: Language = language === 'fr' ? 'en' : 'fr';

  test('names the current language and follows the menu-button pattern', async () => {
    const { user, t } = await renderWithApp(<LanguageSwitcher />, { language });
    const button = screen.getByTestId('language-switcher');
    expect(button).toHaveAccessibleName(
      `${language.toUpperCase()}, ${t('common:nav.language')}: ${t(`common:languages.${language}`)}`,
    );
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: t('common:nav.language') })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { checked: true })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  // <html lang> follows with the texts (BrowserProviders.test.tsx).
  test('choosing the other language switches and stores it and gives the focus back', async () => {
    const { user } = await renderWithApp(<LanguageSwitcher />, { language });
    const button = screen.getByTestId('language-switcher');
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitemradio', { checked: false });
    expect(item).toHaveAttribute('lang', other);
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(i18next.language).toBe(other);
    expect(document.cookie).toContain(`lang=${other}`);
    expect(button).toHaveFocus();
  });

  test('closes on a click outside', async () => {
    const { user } = await renderWithApp(
      <>
        <LanguageSwitcher />
        <p>outside</p>
      </>,
      { language },
    );
    await user.click(screen.getByTestId('language-switcher'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
