import { defineNamespace } from '../define';

/**
 * Texts of every e-mail the shop sends (server side, lib/mail/templates). Each template has its own
 * key; the layout keys are shared by all of them.
 */
export const emails = defineNamespace({
  fr: {
    layout: {
      brand: 'Ninja Indicators',
      footer: 'Ninja Indicators — indicateurs pour NinjaTrader 8.',
      automatic: 'Ce message a été envoyé automatiquement.',
      linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      unsubscribe: 'Se désabonner',
      unsubscribeHint: 'Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous :',
    },
    newsletterConfirmation: {
      subject: 'Confirmez votre abonnement à la newsletter',
      title: 'Confirmez votre abonnement',
      intro: 'Merci de votre intérêt pour la newsletter Ninja Indicators.',
      body: 'Pour recevoir nos nouveautés et nos offres, confirmez votre adresse {{email}} en cliquant sur le bouton ci-dessous. Le lien est valable {{days}} jours.',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
      action: "Confirmer l'abonnement",
    },
    contactMessage: {
      subject: '[Contact] {{subject}}',
      title: 'Nouveau message de contact',
      from: 'De : {{name}} <{{email}}>',
      language: 'Langue : {{language}}',
      subjectLine: 'Objet : {{subject}}',
      replyHint: 'Répondez directement à cet e-mail pour écrire à l’expéditeur.',
    },
  },
  en: {
    layout: {
      brand: 'Ninja Indicators',
      footer: 'Ninja Indicators — indicators for NinjaTrader 8.',
      automatic: 'This message was sent automatically.',
      linkHint: 'If the button does not work, copy this link into your browser:',
      unsubscribe: 'Unsubscribe',
      unsubscribeHint: 'No longer want these e-mails? Unsubscribe:',
    },
    newsletterConfirmation: {
      subject: 'Confirm your newsletter subscription',
      title: 'Confirm your subscription',
      intro: 'Thank you for your interest in the Ninja Indicators newsletter.',
      body: 'To receive our news and offers, confirm your address {{email}} by clicking the button below. The link is valid for {{days}} days.',
      ignore: 'If you did not ask for this, simply ignore this message.',
      action: 'Confirm subscription',
    },
    contactMessage: {
      subject: '[Contact] {{subject}}',
      title: 'New contact message',
      from: 'From: {{name}} <{{email}}>',
      language: 'Language: {{language}}',
      subjectLine: 'Subject: {{subject}}',
      replyHint: 'Reply to this e-mail to write to the sender.',
    },
  },
});
