import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document title of a page, in the reader's language, stated by each page next to its heading. Set from
 * the browser: Preact renders a `<title>` where it stands, in `<body>`, where the tab never reads it; the
 * server writes each page's title into `<head>` itself.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const text = t('pageTitle', { title });
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
