import { defineNamespace } from '../define';

/**
 * Texts of the licence request e-mails (docs/rules/licences.md): to the buyer (received, approved, declined)
 * and to admins (one per request, or the daily digest). The greeting is `emails:account.greeting`; the
 * signed-licence e-mail is `emails:licenceDelivery`.
 */
export const licenceEmails = defineNamespace({
  fr: {
    requested: {
      subject: 'Demande de licence reçue : {{product}}',
      title: 'Nous avons reçu votre demande de licence',
      body: 'Votre demande de licence pour {{product}} (machine {{machine}}) est enregistrée. Nous la traitons au plus vite et vous écrirons dès qu’elle sera approuvée ou refusée.',
      action: 'Mes indicateurs',
      footer: 'Vous n’êtes pas à l’origine de cette demande ? Répondez au support.',
    },
    approved: {
      subject: 'Votre licence {{product}} est approuvée',
      title: 'Licence approuvée',
      body: 'Votre licence pour {{product}} (machine {{machine}}) est approuvée. Téléchargez le fichier de licence signé depuis votre espace client.',
      action: 'Mes indicateurs',
      footer: 'Pour toute question, contactez le support.',
    },
    rejected: {
      subject: 'Votre demande de licence {{product}} est refusée',
      title: 'Demande de licence refusée',
      body: 'Votre demande de licence pour {{product}} (machine {{machine}}) est refusée.',
      reason: 'Raison donnée par notre équipe : {{reason}}',
      action: 'Mes indicateurs',
      footer:
        'Vous pouvez corriger votre identifiant et faire une nouvelle demande depuis votre espace client.',
    },
    adminRequest: {
      subject: '[Licence] Nouvelle demande : {{product}}',
      title: 'Nouvelle demande de licence',
      body: '{{customer}} demande une licence pour {{product}} (machine {{machine}}).',
      action: 'Traiter les demandes',
      footer: 'Vous recevez un e-mail par demande : changez ce choix dans le back-office, onglet Licences.',
    },
    adminDigest: {
      subject: '[Licences] {{count}} nouvelle(s) demande(s) le {{date}}',
      title: 'Demandes de licence du {{date}}',
      intro: '{{count}} nouvelle(s) demande(s) de licence :',
      line: '• {{customer}} : {{product}} (machine {{machine}})',
      action: 'Traiter les demandes',
      footer:
        'Vous recevez un résumé par jour, les jours où il y a des demandes : changez ce choix dans le back-office, onglet Licences.',
    },
  },
  en: {
    requested: {
      subject: 'Licence request received: {{product}}',
      title: 'We received your licence request',
      body: 'Your licence request for {{product}} (machine {{machine}}) is recorded. We process it as soon as we can and will write to you once it is approved or declined.',
      action: 'My indicators',
      footer: 'Did not ask for this? Reply to support.',
    },
    approved: {
      subject: 'Your {{product}} licence is approved',
      title: 'Licence approved',
      body: 'Your licence for {{product}} (machine {{machine}}) is approved. Download the signed licence file from your account.',
      action: 'My indicators',
      footer: 'For any question, contact support.',
    },
    rejected: {
      subject: 'Your {{product}} licence request was declined',
      title: 'Licence request declined',
      body: 'Your licence request for {{product}} (machine {{machine}}) was declined.',
      reason: 'The reason our team gave: {{reason}}',
      action: 'My indicators',
      footer: 'You may correct your identifier and send a new request from your account.',
    },
    adminRequest: {
      subject: '[Licence] New request: {{product}}',
      title: 'New licence request',
      body: '{{customer}} asks for a licence for {{product}} (machine {{machine}}).',
      action: 'Process the requests',
      footer: 'You get one e-mail per request: change this in the back-office, Licences tab.',
    },
    adminDigest: {
      subject: '[Licences] {{count}} new request(s) on {{date}}',
      title: 'Licence requests of {{date}}',
      intro: '{{count}} new licence request(s):',
      line: '• {{customer}}: {{product}} (machine {{machine}})',
      action: 'Process the requests',
      footer:
        'You get one summary a day, on days with requests: change this in the back-office, Licences tab.',
    },
  },
});
