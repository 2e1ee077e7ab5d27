import type { Pagination } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { failure, stubApi } from './network';
import { renderWithApp } from './render';
import { signIn } from './stores';

/** The pagination of a back-office list whose one page holds every row the test gives. */
export const onePage = (rows: readonly unknown[]): Pagination => ({
  current: 1,
  total: 1,
  totalItems: rows.length,
  limit: 20,
});

/**
 * Renders a back-office tab for an admin with `route` failing (the other stubs answering) and checks the red
 * banner carries the server's message, as every tab's load failure must (docs/rules/back-office.md).
 */
export async function expectLoadErrorBanner(
  ui: ReactElement,
  route: string,
  language: Language,
  otherRoutes: Parameters<typeof stubApi>[0] = {},
): Promise<void> {
  signIn({ isAdmin: true });
  stubApi({ ...otherRoutes, [route]: failure(500, { code: 'internal', message: 'Erreur interne' }) });
  const { t } = await renderWithApp(ui, { language });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    t('admin:shared.loadError', { message: 'Erreur interne' }),
  );
}
