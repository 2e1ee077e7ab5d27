import { defineNamespace } from '../../define';

/** The Subscriptions tab's save offers: each leased product's offer and its cancellations counted (docs/rules/leases.md). */
export const adminSaveOffers = defineNamespace({
  fr: {
    saveOffers: {
      title: 'Résiliations et offres de rétention',
      hint: 'L’offre proposée au client qui résilie, par produit, et ce que les clients ont répondu.',
      product: 'Produit',
      offer: 'Offre',
      kinds: { none: 'Aucune', pause: 'Pause', coupon: 'Remise' },
      maxMonths: 'Pause jusqu’à (mois)',
      percentOff: 'Remise (%)',
      periods: 'Échéances remisées',
      save: 'Enregistrer',
      saved: '{{product}} : offre enregistrée.',
      reasons: 'Raisons',
      reasonNames: {
        too_expensive: 'Trop cher',
        not_using: 'Pas assez utilisé',
        missing_feature: 'Fonctionnalité manquante',
        switching: 'Autre outil',
        other: 'Autre',
        none: 'Sans raison',
      },
      shown: 'Offres montrées',
      accepted: 'Acceptées',
      declined: 'Refusées',
      empty: 'Aucun produit proposé en location.',
    },
  },
  en: {
    saveOffers: {
      title: 'Cancellations and save offers',
      hint: 'The offer a customer who cancels is shown, per product, and what customers answered.',
      product: 'Product',
      offer: 'Offer',
      kinds: { none: 'None', pause: 'Pause', coupon: 'Discount' },
      maxMonths: 'Pause up to (months)',
      percentOff: 'Discount (%)',
      periods: 'Discounted periods',
      save: 'Save',
      saved: '{{product}}: offer saved.',
      reasons: 'Reasons',
      reasonNames: {
        too_expensive: 'Too expensive',
        not_using: 'Not used enough',
        missing_feature: 'Missing feature',
        switching: 'Switching tools',
        other: 'Other',
        none: 'No reason',
      },
      shown: 'Offers shown',
      accepted: 'Accepted',
      declined: 'Declined',
      empty: 'No product is offered for lease.',
    },
  },
});
