import { defineNamespace } from '../define';

/**
 * Texts of a lease's grace-period e-mails (docs/rules/leases.md): when a renewal fails, two days before the
 * grace ends and when the licence stops, in the buyer's language. The greeting is `emails:account.greeting`.
 */
export const leaseEmails = defineNamespace({
  fr: {
    graceStarted: {
      subject: 'Le paiement de votre location de {{product}} a échoué',
      title: 'Paiement refusé : votre licence continue jusqu’au {{date}}',
      body: 'Le renouvellement de votre location de {{product}} n’a pas pu être payé. Votre licence continue de fonctionner jusqu’au {{date}} : mettez à jour votre moyen de paiement d’ici là depuis votre profil (Mes indicateurs, vos locations). Nous retenterons le paiement automatiquement.',
      action: 'Mettre à jour mon paiement',
      footer: 'Vous recevez cet e-mail parce que vous louez un indicateur sur notre boutique.',
    },
    graceReminder: {
      subject: 'Votre licence de {{product}} s’arrête le {{date}}',
      title: 'Plus que quelques jours pour régler votre location',
      body: 'Le paiement de votre location de {{product}} est toujours en attente. Sans paiement, votre licence s’arrêtera le {{date}}. Mettez à jour votre moyen de paiement depuis votre profil pour continuer sans interruption.',
      action: 'Mettre à jour mon paiement',
      footer: 'Vous recevez cet e-mail parce que vous louez un indicateur sur notre boutique.',
    },
    graceEnded: {
      subject: 'Votre licence de {{product}} est arrêtée',
      title: 'Votre licence est arrêtée',
      body: 'Faute de paiement, votre licence de {{product}} s’est arrêtée le {{date}}. Vous pouvez souscrire une nouvelle location à tout moment depuis la page du produit.',
      action: 'Voir {{product}}',
      footer: 'Vous recevez cet e-mail parce que vous louiez un indicateur sur notre boutique.',
    },
  },
  en: {
    graceStarted: {
      subject: 'The payment of your {{product}} lease failed',
      title: 'Payment declined: your licence runs until {{date}}',
      body: 'The renewal of your {{product}} lease could not be paid. Your licence keeps working until {{date}}: update your payment method before then from your profile (My indicators, your leases). We will retry the payment automatically.',
      action: 'Update my payment',
      footer: 'You receive this e-mail because you lease an indicator on our shop.',
    },
    graceReminder: {
      subject: 'Your {{product}} licence stops on {{date}}',
      title: 'A few days left to pay your lease',
      body: 'The payment of your {{product}} lease is still pending. Without it, your licence stops on {{date}}. Update your payment method from your profile to carry on without a break.',
      action: 'Update my payment',
      footer: 'You receive this e-mail because you lease an indicator on our shop.',
    },
    graceEnded: {
      subject: 'Your {{product}} licence has stopped',
      title: 'Your licence has stopped',
      body: 'As no payment came, your {{product}} licence stopped on {{date}}. You may lease it again at any time from the product page.',
      action: 'See {{product}}',
      footer: 'You receive this e-mail because you leased an indicator on our shop.',
    },
  },
});
