import { defineNamespace } from '../define';

/** Newsletter and contact forms (web), and the success answers of their API calls (server). */
export const messaging = defineNamespace({
  fr: {
    newsletter: {
      title: 'Restez informé',
      subtitle: 'Nouveaux indicateurs, mises à jour et offres : recevez nos nouvelles par e-mail.',
      emailLabel: 'Adresse e-mail',
      emailPlaceholder: 'vous@exemple.com',
      submit: "S'abonner",
      sending: 'Abonnement…',
      success: 'Merci ! Vérifiez votre boîte de réception pour confirmer votre abonnement.',
      privacy: 'Un lien de désabonnement figure dans chaque e-mail.',
      confirmed: 'Votre abonnement à la newsletter est confirmé. Merci !',
      unsubscribed: 'Vous êtes désabonné de la newsletter.',
      dismiss: 'Fermer',
      invalidLink:
        'Ce lien de newsletter est invalide ou a expiré. Vous pouvez vous abonner à nouveau ci-dessous.',
      subscribeAgain: 'M’abonner à nouveau',
    },
    contact: {
      nameLabel: 'Nom',
      emailLabel: 'E-mail',
      subjectLabel: 'Objet',
      messageLabel: 'Message',
      websiteLabel: 'Site web (laisser vide)',
      submit: 'Envoyer le message',
      sending: 'Envoi…',
      success: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
    },
  },
  en: {
    newsletter: {
      title: 'Stay informed',
      subtitle: 'New indicators, updates and offers: get our news by e-mail.',
      emailLabel: 'E-mail address',
      emailPlaceholder: 'you@example.com',
      submit: 'Subscribe',
      sending: 'Subscribing…',
      success: 'Thank you! Check your inbox to confirm your subscription.',
      privacy: 'Every e-mail contains an unsubscribe link.',
      confirmed: 'Your newsletter subscription is confirmed. Thank you!',
      unsubscribed: 'You have been unsubscribed from the newsletter.',
      dismiss: 'Close',
      invalidLink: 'This newsletter link is invalid or has expired. You can subscribe again below.',
      subscribeAgain: 'Subscribe again',
    },
    contact: {
      nameLabel: 'Name',
      emailLabel: 'E-mail',
      subjectLabel: 'Subject',
      messageLabel: 'Message',
      websiteLabel: 'Website (leave empty)',
      submit: 'Send message',
      sending: 'Sending…',
      success: 'Your message has been sent. We will get back to you shortly.',
    },
  },
});
