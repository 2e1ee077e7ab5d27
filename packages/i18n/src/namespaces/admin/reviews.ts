import { defineNamespace } from '../../define';

/** The reviews tab: moderation of verified-buyer reviews (docs/rules/reviews.md). */
export const adminReviews = defineNamespace({
  fr: {
    reviews: {
      filterLabel: 'Afficher',
      filter: { all: 'Tous les avis', visible: 'Avis visibles', hidden: 'Avis masqués' },
      columns: {
        product: 'Produit',
        author: 'Auteur',
        stars: 'Note',
        text: 'Avis',
        date: 'Date',
        status: 'Statut',
      },
      empty: 'Aucun avis.',
      visible: 'Visible',
      hiddenBecause: 'Masqué : {{reason}}',
      hide: 'Masquer',
      show: 'Réafficher',
      hideTitle: 'Masquer l’avis de {{author}}',
      reason: 'Raison du masquage',
      reasonHint: 'L’auteur reçoit cette raison par e-mail.',
      hidden: 'Avis masqué ; son auteur a été prévenu par e-mail.',
      shown: 'Avis de nouveau visible.',
    },
  },
  en: {
    reviews: {
      filterLabel: 'Show',
      filter: { all: 'All reviews', visible: 'Visible reviews', hidden: 'Hidden reviews' },
      columns: {
        product: 'Product',
        author: 'Author',
        stars: 'Rating',
        text: 'Review',
        date: 'Date',
        status: 'Status',
      },
      empty: 'No reviews.',
      visible: 'Visible',
      hiddenBecause: 'Hidden: {{reason}}',
      hide: 'Hide',
      show: 'Show again',
      hideTitle: 'Hide the review by {{author}}',
      reason: 'Reason for hiding',
      reasonHint: 'The author receives this reason by e-mail.',
      hidden: 'Review hidden; its author was told by e-mail.',
      shown: 'Review visible again.',
    },
  },
});
