import { defineNamespace } from '../../define';

/** Errors of free trials (docs/rules/trials.md). */
export const trialErrors = defineNamespace({
  fr: {
    trial: {
      notOffered: 'Ce produit ne propose pas d’essai gratuit.',
      alreadyUsed: 'Vous avez déjà utilisé l’essai gratuit de ce produit.',
      machineUsed: 'Cette machine a déjà bénéficié d’un essai gratuit de ce produit.',
      alreadyOwned: 'Vous possédez déjà ce produit : l’essai gratuit ne vous est pas utile.',
      notFound: 'Essai introuvable.',
      ended: 'Cet essai gratuit est terminé : son fichier de licence n’est plus disponible.',
    },
  },
  en: {
    trial: {
      notOffered: 'This product offers no free trial.',
      alreadyUsed: 'You have already used the free trial of this product.',
      machineUsed: 'This machine has already had a free trial of this product.',
      alreadyOwned: 'You already own this product: a free trial would not help you.',
      notFound: 'Trial not found.',
      ended: 'This free trial has ended: its licence file is no longer available.',
    },
  },
});
