import { defineNamespace } from '../../define';

/** The product form's bundle contents and upgrade paths (docs/rules/bundles.md, docs/rules/upgrades.md). */
export const adminProductSelling = defineNamespace({
  fr: {
    productSelling: {
      filter: 'Filtrer les produits proposés ci-dessous',
      loading: 'Chargement…',
      loadError: 'Le contenu du pack et les mises à niveau n’ont pas pu être chargés.',
      error: "L'enregistrement a échoué.",
      bundle: {
        title: 'Contenu du pack',
        hint: 'Cochez les indicateurs que ce produit donne (10 au plus). Aucun : un produit ordinaire.',
        none: 'Aucun autre produit ne correspond au filtre.',
        save: 'Enregistrer le contenu',
        saved: 'Contenu du pack enregistré.',
      },
      upgrades: {
        title: 'Mises à niveau',
        hint: 'Produits vers lesquels un acheteur de celui-ci peut passer en payant la différence.',
        none: 'Aucun chemin de mise à niveau.',
        target: 'Passer à',
        choose: 'Choisir un produit',
        withinDays: 'Dans les N jours suivant l’achat (vide : sans limite)',
        add: 'Ajouter un chemin',
        remove: 'Retirer ce chemin',
        save: 'Enregistrer les mises à niveau',
        saved: 'Mises à niveau enregistrées.',
        targetRequired: 'Choisissez le produit de chaque chemin.',
      },
    },
  },
  en: {
    productSelling: {
      filter: 'Filter the products offered below',
      loading: 'Loading…',
      loadError: 'The bundle contents and upgrade paths could not be loaded.',
      error: 'Saving failed.',
      bundle: {
        title: 'Bundle contents',
        hint: 'Tick the indicators this product grants (10 at most). None: a plain product.',
        none: 'No other product matches the filter.',
        save: 'Save the contents',
        saved: 'Bundle contents saved.',
      },
      upgrades: {
        title: 'Upgrade paths',
        hint: 'Products a buyer of this one may move up to by paying the difference.',
        none: 'No upgrade path.',
        target: 'Upgrade to',
        choose: 'Choose a product',
        withinDays: 'Within N days of the purchase (empty: any time)',
        add: 'Add a path',
        remove: 'Remove this path',
        save: 'Save the upgrade paths',
        saved: 'Upgrade paths saved.',
        targetRequired: 'Choose the product of every path.',
      },
    },
  },
});
