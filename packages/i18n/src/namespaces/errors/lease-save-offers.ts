import { defineNamespace } from '../../define';

/** Errors of a lease's cancellation reason and save offer (docs/rules/leases.md). */
export const leaseSaveOfferErrors = defineNamespace({
  fr: {
    leaseSaveOffer: {
      unavailable: 'Aucune offre n’est proposée pour cette location.',
      pauseMonthsInvalid: 'Choisissez une pause d’un nombre de mois que l’offre propose.',
      noteTooLong: 'Votre commentaire dépasse 500 caractères.',
      settingsInvalid:
        'Offre invalide : une pause de 1 à 3 mois, ou une remise de 1 à 100 % sur 1 à 12 échéances.',
      notPaused: 'Cette location n’est pas en pause.',
    },
  },
  en: {
    leaseSaveOffer: {
      unavailable: 'No offer is available for this lease.',
      pauseMonthsInvalid: 'Choose a pause of a number of months the offer proposes.',
      noteTooLong: 'Your comment is longer than 500 characters.',
      settingsInvalid: 'Invalid offer: a pause of 1 to 3 months, or 1 to 100 % off 1 to 12 periods.',
      notPaused: 'This lease is not paused.',
    },
  },
});
