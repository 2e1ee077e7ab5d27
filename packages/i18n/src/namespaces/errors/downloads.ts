import { defineNamespace } from '../../define';

/** Errors of indicator downloads (`GET /api/download/:file`); the client shows the texts of docs/rules/downloads.md. */
export const downloadErrors = defineNamespace({
  fr: {
    download: {
      notBuyer: "Vous n'avez pas les droits pour télécharger ce produit",
      fileNotFound: 'Fichier non trouvé sur le serveur',
    },
  },
  en: {
    download: {
      notBuyer: 'You do not have the rights to download this product',
      fileNotFound: 'File not found on the server',
    },
  },
});
