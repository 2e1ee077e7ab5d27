import { defineNamespace } from '../define';

/** The home page's money-back popup (5 s after load at the earliest): its chunk registers these texts. */
export const homeGuarantee = defineNamespace({
  fr: {
    guarantee: {
      title: 'Garantie satisfait ou remboursé 7 jours',
      text: 'Essayez nos indicateurs sans risque : si un indicateur ne vous convient pas, demandez le remboursement dans les 7 jours suivant l’achat.',
      cta: 'Découvrir les indicateurs',
      close: 'Fermer',
    },
  },
  en: {
    guarantee: {
      title: '7-day money-back guarantee',
      text: 'Try our indicators risk-free: if an indicator does not suit you, ask for a refund within 7 days of purchase.',
      cta: 'Discover the indicators',
      close: 'Close',
    },
  },
});
