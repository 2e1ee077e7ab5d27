import { useTranslation } from 'react-i18next';

/**
 * The document title of a page, in the reader's language, stated by the page next to its heading. React
 * hoists the `<title>` into `<head>` (on the server it adopts the one the page's head already carries).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return <title>{t('pageTitle', { title })}</title>;
}
