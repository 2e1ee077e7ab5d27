import { defineNamespace } from '../define';

/**
 * The notice a newsletter e-mail's link opens on the home page (`/?newsletter=`), and the unsubscribe answer:
 * the notice's chunk registers them.
 */
export const newsletterNotices = defineNamespace({
  fr: {
    newsletter: {
      confirmed: 'Votre abonnement à la newsletter est confirmé. Merci !',
      unsubscribed: 'Vous êtes désabonné de la newsletter.',
      dismiss: 'Fermer',
      invalidLink:
        'Ce lien de newsletter est invalide ou a expiré. Vous pouvez vous abonner à nouveau ci-dessous.',
      subscribeAgain: 'M’abonner à nouveau',
    },
  },
  en: {
    newsletter: {
      confirmed: 'Your newsletter subscription is confirmed. Thank you!',
      unsubscribed: 'You have been unsubscribed from the newsletter.',
      dismiss: 'Close',
      invalidLink: 'This newsletter link is invalid or has expired. You can subscribe again below.',
      subscribeAgain: 'Subscribe again',
    },
  },
});
