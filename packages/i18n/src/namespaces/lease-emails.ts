import { defineNamespace } from '../define';

/**
 * Texts of a lease's dunning e-mails (docs/rules/leases.md): when a renewal fails, at mid-grace, before the
 * grace ends (days set by the owner) and when the licence stops, in the buyer's language. The first three's
 * button is the one-click card-update link. The greeting is `emails:account.greeting`.
 */
export const leaseEmails = defineNamespace({
  fr: {
    graceStarted: {
      subject: 'Le paiement de votre location de {{product}} a échoué',
      title: 'Paiement refusé : votre licence continue jusqu’au {{date}}',
      body: 'Le renouvellement de votre location de {{product}} n’a pas pu être payé. Votre licence continue de fonctionner jusqu’au {{date}} : mettez à jour votre carte d’ici là en un clic avec le bouton ci-dessous, et nous réglerons aussitôt la facture en attente.',
      action: 'Mettre à jour ma carte',
      footer: 'Vous recevez cet e-mail parce que vous louez un indicateur sur notre boutique.',
    },
    graceMidway: {
      subject: 'Rappel : le paiement de votre location de {{product}} est en attente',
      title: 'Plus que {{days}} jours pour mettre à jour votre carte',
      body: 'Le paiement de votre location de {{product}} est toujours en attente. Votre licence fonctionne jusqu’au {{date}} : mettez à jour votre carte en un clic avec le bouton ci-dessous pour continuer sans interruption.',
      action: 'Mettre à jour ma carte',
      footer: 'Vous recevez cet e-mail parce que vous louez un indicateur sur notre boutique.',
    },
    graceReminder: {
      subject: 'Votre licence de {{product}} s’arrête le {{date}}',
      title: 'Dernier rappel avant l’arrêt de votre licence',
      body: 'Le paiement de votre location de {{product}} est toujours en attente. Sans paiement, votre licence s’arrêtera le {{date}}. Mettez à jour votre carte en un clic avec le bouton ci-dessous pour continuer sans interruption.',
      action: 'Mettre à jour ma carte',
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
      body: 'The renewal of your {{product}} lease could not be paid. Your licence keeps working until {{date}}: update your card before then in one click with the button below, and we will settle the pending invoice at once.',
      action: 'Update my card',
      footer: 'You receive this e-mail because you lease an indicator on our shop.',
    },
    graceMidway: {
      subject: 'Reminder: the payment of your {{product}} lease is pending',
      title: '{{days}} days left to update your card',
      body: 'The payment of your {{product}} lease is still pending. Your licence works until {{date}}: update your card in one click with the button below to carry on without a break.',
      action: 'Update my card',
      footer: 'You receive this e-mail because you lease an indicator on our shop.',
    },
    graceReminder: {
      subject: 'Your {{product}} licence stops on {{date}}',
      title: 'Last reminder before your licence stops',
      body: 'The payment of your {{product}} lease is still pending. Without it, your licence stops on {{date}}. Update your card in one click with the button below to carry on without a break.',
      action: 'Update my card',
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
