import { useTranslation } from 'react-i18next';

/**
 * The document title of a page, in the reader's language. React 19 hoists a `<title>` rendered anywhere
 * into `<head>`, so each page states its own next to its heading.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return <title>{t('pageTitle', { title })}</title>;
}
