import { defineNamespace } from '../../define';

/** Errors of the release routes (docs/rules/releases.md); `zip.*` are the upload's refusals. */
export const releaseErrors = defineNamespace({
  fr: {
    releases: {
      zip: {
        notZip: 'Le fichier n’est pas une archive ZIP lisible.',
        tooLarge: 'L’archive dépasse la taille maximale de 50 Mo.',
        unsafePath:
          'L’archive contient un chemin dangereux (« .. », chemin absolu, lien symbolique) : exportez-la de nouveau depuis NinjaTrader.',
        namesDiffer:
          'Une entrée de l’archive porte plusieurs noms différents (en-tête local, répertoire central ou champ Unicode) : exportez-la de nouveau depuis NinjaTrader.',
        bomb: 'L’archive se décompresse en un volume anormal (plus de 200 Mo, ou un taux de compression suspect).',
        layout:
          'Ce n’est pas un export NinjaTrader 8 : il manque Info.xml ou l’assembly compilée (.dll) à la racine.',
        sourceInProtected:
          'Ce produit est protégé : l’archive ne doit contenir aucun fichier source .cs. Exportez-la compilée.',
      },
      versionInvalid: 'La version s’écrit en chiffres séparés par des points, par exemple 1.4.2.',
      platformVersionInvalid: 'La version minimale de NinjaTrader s’écrit 8.x, par exemple 8.1.2.1.',
      changelogRequired: 'Le journal des modifications est obligatoire dans les deux langues.',
      fileUnknown: 'Cette archive n’a pas été envoyée pour ce produit : envoyez-la de nouveau.',
      notEntitled:
        'Cette version est sortie après la fin de vos mises à jour : renouvelez-les pour la télécharger.',
    },
  },
  en: {
    releases: {
      zip: {
        notZip: 'The file is not a readable ZIP archive.',
        tooLarge: 'The archive is larger than the 50 MB limit.',
        unsafePath:
          'The archive holds an unsafe path (“..”, an absolute path, a symbolic link): export it again from NinjaTrader.',
        namesDiffer:
          'An entry of the archive carries different names (local header, central directory or Unicode field): export it again from NinjaTrader.',
        bomb: 'The archive unpacks to an abnormal size (over 200 MB, or a suspicious compression ratio).',
        layout:
          'This is not a NinjaTrader 8 export: Info.xml or the compiled assembly (.dll) is missing at its root.',
        sourceInProtected:
          'This product is protected: the archive must hold no .cs source file. Export it compiled.',
      },
      versionInvalid: 'A version is numbers separated by dots, for example 1.4.2.',
      platformVersionInvalid: 'The minimum NinjaTrader version reads 8.x, for example 8.1.2.1.',
      changelogRequired: 'The changelog is required in both languages.',
      fileUnknown: 'This archive was not uploaded for this product: upload it again.',
      notEntitled: 'This version came out after your updates ended: renew them to download it.',
    },
  },
});
