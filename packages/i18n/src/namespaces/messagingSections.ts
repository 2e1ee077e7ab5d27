import { defineNamespace } from '../define';

/**
 * The part of the messaging texts the first render reads: the newsletter section around its form. The forms
 * (messagingForms.ts) and the newsletter link's notice (newsletterNotices.ts) bring the rest with their chunks.
 */
export const messagingSections = defineNamespace({
  fr: {
    newsletter: {
      title: 'Restez informé',
      subtitle: 'Nouveaux indicateurs, mises à jour et offres : recevez nos nouvelles par e-mail.',
      privacy: 'Un lien de désabonnement figure dans chaque e-mail.',
    },
  },
  en: {
    newsletter: {
      title: 'Stay informed',
      subtitle: 'New indicators, updates and offers: get our news by e-mail.',
      privacy: 'Every e-mail contains an unsubscribe link.',
    },
  },
});
