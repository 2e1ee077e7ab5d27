import { defineNamespace } from '../../define';

/** Errors of verified-buyer reviews (docs/rules/reviews.md). */
export const reviewErrors = defineNamespace({
  fr: {
    reviews: {
      notBuyer: 'Seuls les acheteurs de ce produit peuvent laisser un avis.',
      alreadyReviewed: 'Vous avez déjà laissé un avis sur ce produit : modifiez-le plutôt.',
      reviewNotFound: 'Avis introuvable.',
      starsRange: 'Choisissez une note de 1 à 5 étoiles.',
      textLength: 'Votre avis doit compter entre 10 et 2000 caractères.',
      hideReasonRequired: 'Indiquez la raison du masquage (500 caractères au plus).',
    },
  },
  en: {
    reviews: {
      notBuyer: 'Only buyers of this product can leave a review.',
      alreadyReviewed: 'You have already reviewed this product: edit your review instead.',
      reviewNotFound: 'Review not found.',
      starsRange: 'Choose a rating from 1 to 5 stars.',
      textLength: 'Your review must be between 10 and 2000 characters long.',
      hideReasonRequired: 'Give the reason for hiding it (500 characters at most).',
    },
  },
});
