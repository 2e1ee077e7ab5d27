import { defineNamespace } from '../define';

/** The customer area's cancel dialog of a lease: why, and the product's save offer (docs/rules/leases.md). */
export const accountLeaseCancel = defineNamespace({
  fr: {
    leaseCancel: {
      title: 'Résilier {{product}} ?',
      reasonLegend: 'Pourquoi résiliez-vous ? (facultatif)',
      reasons: {
        too_expensive: 'C’est trop cher',
        not_using: 'Je ne l’utilise pas assez',
        missing_feature: 'Il manque une fonctionnalité',
        switching: 'Je passe à un autre outil',
        other: 'Une autre raison',
      },
      note: 'Un commentaire ? (facultatif, 500 caractères au plus)',
      loading: 'Chargement de votre offre…',
      pause: {
        title: 'Et si vous faisiez une pause ?',
        body: 'Suspendez votre abonnement jusqu’à {{max}} mois : aucun prélèvement pendant la pause, puis il reprend de lui-même.',
        months: 'Durée de la pause (mois)',
        accept: 'Mettre en pause',
      },
      coupon: {
        title: 'Restez, à prix réduit',
        body: '{{percent}} % de remise sur vos {{periods}} prochaines échéances, puis le prix habituel.',
        accept: 'Profiter de la remise',
      },
      decline: 'Non merci, résilier',
      confirm: 'Résilier à l’échéance',
      back: 'Retour',
      paused: 'En pause jusqu’au {{date}}',
      endPause: 'Reprendre maintenant',
      confirmEndPause: {
        title: 'Reprendre l’abonnement maintenant ?',
        message: '{{product}} sera de nouveau facturé à l’échéance du {{date}}, puis à chaque échéance.',
      },
    },
  },
  en: {
    leaseCancel: {
      title: 'Cancel {{product}}?',
      reasonLegend: 'Why are you cancelling? (optional)',
      reasons: {
        too_expensive: 'It is too expensive',
        not_using: 'I do not use it enough',
        missing_feature: 'A feature is missing',
        switching: 'I am switching to another tool',
        other: 'Another reason',
      },
      note: 'Any comment? (optional, 500 characters at most)',
      loading: 'Loading your offer…',
      pause: {
        title: 'How about a pause?',
        body: 'Pause your subscription for up to {{max}} months: nothing is charged during the pause, then it resumes by itself.',
        months: 'Pause length (months)',
        accept: 'Pause my subscription',
      },
      coupon: {
        title: 'Stay, for less',
        body: '{{percent}} % off your next {{periods}} renewals, then the usual price.',
        accept: 'Take the discount',
      },
      decline: 'No thanks, cancel',
      confirm: 'Cancel at period end',
      back: 'Back',
      paused: 'Paused until {{date}}',
      endPause: 'Resume now',
      confirmEndPause: {
        title: 'Resume the subscription now?',
        message: '{{product}} is billed again at the renewal on {{date}}, then at each renewal.',
      },
    },
  },
});
