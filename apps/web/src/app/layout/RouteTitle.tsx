import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageTitle } from '@/shared/ui/PageTitle';

/** What a page's route carries for the layout (app/router.tsx): its title key from the page table. */
export interface PageHandle {
  title?: string;
}

/**
 * The open page's title from the page table (its route's `handle`), in the reader's language; a page the table
 * gives none names itself (a product, the not-found page).
 */
export function RouteTitle() {
  const { t } = useTranslation();
  const title = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title;
  // The table's keys are `namespace:key` strings (the contracts cannot import the catalogues' types); the
  // server's tests check that each one exists in both languages.
  return title ? <PageTitle title={t(title as 'brand')} /> : null;
}
