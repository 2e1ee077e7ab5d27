import { defineNamespace } from '../define';

/** The home page's premium cards: their chunk (hydrated once the page is idle) registers these texts. */
export const homePremium = defineNamespace({
  fr: {
    premium: {
      title: 'Indicateurs premium',
      subtitle: 'Nos indicateurs les plus utilisés par les traders.',
      empty: 'Aucun produit trouvé',
      view: 'Voir le détail',
      featuresLabel: 'Caractéristiques',
    },
  },
  en: {
    premium: {
      title: 'Premium indicators',
      subtitle: 'The indicators traders use most.',
      empty: 'No products found',
      view: 'View details',
      featuresLabel: 'Features',
    },
  },
});
