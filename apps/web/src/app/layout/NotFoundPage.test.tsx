import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NotFoundPage } from './NotFoundPage';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('not-found page (%s)', (language) => {
  test('says so in the page language, with links home and to the catalogue', async () => {
    const { user, t } = await renderWithApp(<NotFoundPage />, { language, url: '/this/does/not/exist' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('common:notFound.title'));
    // React hoists the page's <title> into <head>: the tab names the page in the reader's language.
    expect(document.title).toBe(t('common:pageTitle', { title: t('common:notFound.title') }));
    expect(screen.getByRole('link', { name: t('common:notFound.home') })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: t('common:notFound.catalogue') }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/indicators$/);
  });
});
