import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { i18next } from '@/shared/i18n';
import { BrowserProviders } from './BrowserProviders';
import { LanguageSwitcher } from './layout/LanguageSwitcher';

function Brand() {
  const { t } = useTranslation('common');
  return <p data-testid="text">{t('nav.cart')}</p>;
}

async function renderApp(language: 'fr' | 'en') {
  await i18next.changeLanguage(language);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <LanguageSwitcher />
          <Brand />
        </>
      ),
    },
  ]);
  render(
    <BrowserProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </BrowserProviders>,
  );
}

afterEach(async () => {
  await act(() => i18next.changeLanguage('fr'));
});

describe.each(['fr', 'en'] as const)('the language switch in the browser app (from %s)', (language) => {
  const other = language === 'fr' ? 'en' : 'fr';

  test('swaps the texts and <html lang> together, once the switch has answered', async () => {
    await renderApp(language);
    expect(document.documentElement.lang).toBe(language);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitemradio', { checked: false }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByText(i18next.getFixedT(other, 'common')('nav.cart'))).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(other);
  });
});
