import { defineNamespace } from '../define';

/**
 * Server only, never shipped to the browser: the payment sandbox's pages, which the server renders as
 * HTML when no Stripe key is configured.
 */
export const sandbox = defineNamespace({
  fr: {
    title: 'Paiement de test',
    notice:
      'Bac à sable de paiement : aucune carte réelle n’est débitée. Carte 4242 4242 4242 4242 pour payer, 4000 0000 0000 0002 pour un refus.',
    subscriptionNotice:
      'Abonnement : 4000 0000 0000 0341 paie la première période puis refuse chaque renouvellement (horloge de test : docs/rules/leases.md).',
    total: 'Total',
    discount: 'Remise',
    card: 'Numéro de carte',
    pay: 'Payer {{amount}}',
    cancel: 'Annuler et revenir au panier',
    declined: 'Votre carte a été refusée.',
    invalidCard: 'Numéro de carte invalide.',
    closed: 'Cette session de paiement est terminée ou expirée.',
    notFound: 'Session de paiement introuvable.',
  },
  en: {
    title: 'Test payment',
    notice:
      'Payment sandbox: no real card is charged. Card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    subscriptionNotice:
      'Subscription: 4000 0000 0000 0341 pays the first period, then declines every renewal (test clock: docs/rules/leases.md).',
    total: 'Total',
    discount: 'Discount',
    card: 'Card number',
    pay: 'Pay {{amount}}',
    cancel: 'Cancel and return to cart',
    declined: 'Your card was declined.',
    invalidCard: 'Your card number is invalid.',
    closed: 'This payment session is complete or expired.',
    notFound: 'Payment session not found.',
  },
});
