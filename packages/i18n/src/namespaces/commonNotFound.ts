import { defineNamespace } from '../define';

/** The not-found page's texts (in `common`): its chunk registers them, and the server's 404 head reads them. */
export const commonNotFound = defineNamespace({
  fr: {
    notFound: {
      title: 'Page introuvable',
      body: "La page demandée n'existe pas ou a été déplacée.",
      home: "Retour à l'accueil",
      catalogue: 'Voir les indicateurs',
    },
  },
  en: {
    notFound: {
      title: 'Page not found',
      body: 'The page you asked for does not exist or has moved.',
      home: 'Back to home',
      catalogue: 'See the indicators',
    },
  },
});
