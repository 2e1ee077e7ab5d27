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
    portal: {
      title: 'Portail client de test',
      notice:
        'Le portail client de Stripe tel que le bac à sable l’imite : changer de carte, résilier à l’échéance ou reprendre. 4242 4242 4242 4242 paie, 4000 0000 0000 0341 refuse les renouvellements.',
      pastDue: 'Paiement en échec : facture en attente',
      card: 'Nouvelle carte',
      updateCard: 'Mettre à jour la carte',
      cardUpdated: 'Carte mise à jour : la facture en attente a été présentée.',
      invalidCard: 'Carte de test inconnue : 4242 4242 4242 4242 ou 4000 0000 0000 0341.',
      renews: 'Renouvelé le {{date}} ({{amount}})',
      cancels: 'Résilié, prend fin le {{date}}',
      ended: 'Terminé',
      cancel: 'Résilier à l’échéance',
      resume: 'Reprendre',
      invoices: 'Factures payées',
      return: 'Revenir à la boutique',
      notFound: 'Lien du portail inconnu ou expiré.',
    },
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
    portal: {
      title: 'Test customer portal',
      notice:
        'Stripe’s Customer Portal as the sandbox imitates it: change the card, cancel at period end or resume. 4242 4242 4242 4242 pays, 4000 0000 0000 0341 declines renewals.',
      pastDue: 'Payment failed: invoice pending',
      card: 'New card',
      updateCard: 'Update the card',
      cardUpdated: 'Card updated: the pending invoice was charged again.',
      invalidCard: 'Unknown test card: 4242 4242 4242 4242 or 4000 0000 0000 0341.',
      renews: 'Renews on {{date}} ({{amount}})',
      cancels: 'Cancelled, ends on {{date}}',
      ended: 'Ended',
      cancel: 'Cancel at period end',
      resume: 'Resume',
      invoices: 'Paid invoices',
      return: 'Return to the shop',
      notFound: 'Portal link unknown or expired.',
    },
  },
});
