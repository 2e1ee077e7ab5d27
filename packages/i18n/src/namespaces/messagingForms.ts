import { defineNamespace } from '../define';

/** The newsletter and contact forms' texts, and their API calls' success answers: the forms' chunk registers them. */
export const messagingForms = defineNamespace({
  fr: {
    newsletter: {
      emailLabel: 'Adresse e-mail',
      emailPlaceholder: 'vous@exemple.com',
      submit: "S'abonner",
      sending: 'Abonnement…',
      success: 'Merci ! Vérifiez votre boîte de réception pour confirmer votre abonnement.',
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
      emailLabel: 'E-mail address',
      emailPlaceholder: 'you@example.com',
      submit: 'Subscribe',
      sending: 'Subscribing…',
      success: 'Thank you! Check your inbox to confirm your subscription.',
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
