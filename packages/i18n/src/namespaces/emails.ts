import { defineNamespace } from '../define';
import { refundRequestEmails } from './emails-refund-requests';

/**
 * Texts of every e-mail the shop sends (server side, lib/mail/templates). Each template has its own
 * key; the layout keys are shared by all of them.
 */
export const emails = defineNamespace({
  fr: {
    ...refundRequestEmails.fr,
    layout: {
      brand: 'Ninja Indicators',
      footer: 'Ninja Indicators — indicateurs pour NinjaTrader 8.',
      automatic: 'Ce message a été envoyé automatiquement.',
      linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      unsubscribe: 'Se désabonner',
      unsubscribeHint: 'Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous :',
      seller: {
        company: '{{name}}, {{form}} au capital de {{capital}}',
        registration: 'RCS {{city}} {{number}} — SIRET {{siret}} — TVA {{vat}}',
        contact: 'Contact : {{email}}',
        notSet: '(non renseigné)',
      },
    },
    newsletterConfirmation: {
      subject: 'Confirmez votre abonnement à la newsletter',
      title: 'Confirmez votre abonnement',
      intro: 'Merci de votre intérêt pour la newsletter Ninja Indicators.',
      body: 'Pour recevoir nos nouveautés et nos offres, confirmez votre adresse {{email}} en cliquant sur le bouton ci-dessous. Le lien est valable {{days}} jours.',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
      action: "Confirmer l'abonnement",
    },
    account: { greeting: 'Bonjour {{name}},', greetingAnonymous: 'Bonjour,' },
    passwordReset: {
      subject: 'Réinitialisation de votre mot de passe',
      title: 'Choisissez un nouveau mot de passe',
      body: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Ninja Indicators. Le lien ci-dessous est valable {{minutes}} minutes et ne sert qu’une fois.',
      action: 'Choisir un nouveau mot de passe',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      title: 'Mot de passe modifié',
      body: 'Le mot de passe de votre compte Ninja Indicators vient d’être modifié et toutes vos sessions ouvertes ont été fermées.',
      footer:
        "Si vous n'êtes pas à l'origine de ce changement, demandez tout de suite un nouveau mot de passe depuis la page de connexion et contactez le support.",
    },
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail',
      title: 'Confirmez votre adresse e-mail',
      body: 'Pour confirmer que {{email}} est bien votre adresse, cliquez sur le bouton ci-dessous. Le lien est valable {{hours}} heures.',
      action: 'Confirmer mon adresse',
      footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte a changé',
      title: 'Adresse e-mail modifiée',
      body: 'L’adresse e-mail de votre compte Ninja Indicators est désormais {{email}}. Les prochains e-mails seront envoyés à cette adresse.',
      action: 'Annuler ce changement',
      footer:
        "Si vous n'êtes pas à l'origine de ce changement, annulez-le avec le bouton ci-dessus (valable {{days}} jours) : votre adresse revient, toutes les sessions sont fermées et vous recevez un lien pour choisir un nouveau mot de passe.",
    },
    confirmSignUp: {
      subject: 'Confirmez la création de votre compte',
      title: 'Confirmez la création de votre compte',
      body: 'Pour créer votre compte Ninja Indicators avec l’adresse {{email}}, cliquez sur le bouton ci-dessous. Le lien est valable {{hours}} heures et ne sert qu’une fois.',
      action: 'Créer mon compte',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : aucun compte ne sera créé.",
    },
    signUpExisting: {
      subject: 'Vous avez déjà un compte Ninja Indicators',
      title: 'Vous avez déjà un compte',
      body: 'Quelqu’un, peut-être vous, a essayé de créer un compte avec cette adresse e-mail. Vous en avez déjà un : connectez-vous sur {{loginUrl}}. Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le bouton ci-dessous (valable {{minutes}} minutes, il ne sert qu’une fois).',
      action: 'Choisir un nouveau mot de passe',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte et votre mot de passe restent inchangés.",
    },
    emailInUse: {
      subject: 'Quelqu’un a demandé à utiliser votre adresse e-mail',
      title: 'Votre adresse a été demandée par un autre compte',
      body: 'Un autre compte Ninja Indicators vient de demander à utiliser votre adresse e-mail. Votre compte la garde : rien n’a changé et l’autre compte ne peut pas l’obtenir.',
      footer:
        "Vous n'avez rien à faire. Si ces messages se répètent, contactez le support en répondant depuis cette adresse.",
    },
    adminPromoted: {
      subject: '[Administration] {{email}} est désormais administrateur',
      title: 'Nouvel administrateur',
      body: 'Le compte {{email}} a reçu les droits d’administration de la boutique, accordés par {{by}}. Avant d’accéder à l’administration, ce compte devra activer la double authentification en confirmant un lien envoyé à son adresse.',
      footer:
        "Si cette promotion n'était pas prévue, retirez ces droits depuis l'onglet Utilisateurs et consultez le journal d'audit.",
    },
    twoFactorEnrol: {
      subject: 'Confirmez l’activation de la double authentification',
      title: 'Activer la double authentification',
      body: 'Pour relier une application d’authentification à votre compte administrateur, ouvrez le lien ci-dessous dans le navigateur où vous êtes connecté. Il est valable {{minutes}} minutes.',
      action: 'Continuer l’activation',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, quelqu'un connaît votre mot de passe : changez-le tout de suite et prévenez les autres administrateurs.",
    },
    archiveDamaged: {
      subject: 'Archive des factures : {{count}} document(s) modifié(s)',
      title: 'Des documents archivés ont changé',
      body: 'La vérification de l’archive a trouvé {{count}} facture(s) ou avoir(s) dont le fichier ne correspond plus à l’empreinte SHA-256 enregistrée à son émission. Ils ne sont plus servis aux clients ni exportés. Restaurez-les depuis une sauvegarde :',
      footer: 'Les factures se conservent dix ans (docs/rules/invoices.md, « Archive »).',
    },
    reviewHidden: {
      subject: 'Votre avis sur {{product}} a été masqué',
      title: 'Votre avis a été masqué',
      body: 'Votre avis sur {{product}} n’est plus affiché sur la boutique. Raison donnée par notre équipe : {{reason}}',
      footer: 'Pour toute question sur cette décision, contactez le support.',
    },
    orderConfirmation: {
      subject: 'Confirmation de votre commande {{id}}',
      greeting: 'Bonjour {{name}},',
      intro: 'Merci pour votre commande. Votre paiement a bien été reçu.',
      lines: 'Récapitulatif :',
      total: 'Total TTC : {{total}}',
      totalDue: 'Total dû (hors TVA, autoliquidation) : {{total}}',
      discount: 'Remise code promo {{code}}',
      reverseChargePending:
        'Le service européen VIES n’a pas confirmé votre n° de TVA : la TVA est donc facturée. L’autoliquidation s’appliquera dès sa confirmation, et la TVA vous sera alors remboursée (avoir).',
      invoice: 'Votre facture {{number}} est jointe à ce message.',
      invoicePending: 'Votre facture vous sera envoyée par e-mail dès son émission.',
      receipt: 'Le reçu de cette commande gratuite est joint à ce message.',
      withdrawalConsent:
        'Le {{date}}, vous avez demandé l’accès immédiat à vos indicateurs et reconnu perdre ainsi votre droit de rétractation de 14 jours (article L221-28 du Code de la consommation ; texte du {{version}}). Notre garantie « satisfait ou remboursé » de 7 jours reste acquise.',
      access: 'Vos indicateurs sont disponibles dans votre espace client : {{url}}',
      signature: "L'équipe Ninja Indicators",
      free: 'Gratuit',
      action: 'Voir mes commandes',
    },
    /** The invoice that waited for the seller's identity, sent once issued (docs/rules/invoices.md). */
    lateInvoice: {
      subject: 'Votre facture {{number}} – commande {{id}}',
      greeting: 'Bonjour {{name}},',
      intro:
        'Voici la facture {{number}} de votre commande {{id}}, payée le {{paidAt}} : elle est jointe à ce message.',
      lines: 'Récapitulatif :',
      total: 'Total TTC : {{total}}',
      totalDue: 'Total dû (hors TVA, autoliquidation) : {{total}}',
      action: 'Voir mes commandes',
      signature: "L'équipe Ninja Indicators",
    },
    creditNote: {
      subject: 'Remboursement de votre commande {{id}} – avoir {{number}}',
      greeting: 'Bonjour {{name}},',
      intro: 'Nous avons remboursé {{amount}} sur votre commande {{id}} (facture {{invoice}}).',
      attached:
        'L’avoir {{number}} est joint à ce message. Le remboursement apparaît sur votre relevé sous quelques jours.',
      revoked:
        'Les téléchargements et licences correspondant aux articles remboursés ne sont plus disponibles.',
      action: 'Voir mes commandes',
      signature: "L'équipe Ninja Indicators",
    },
    licenceDelivery: {
      subject: 'Votre licence {{product}}',
      intro: 'Votre licence pour {{product}} est prête, liée à la machine {{machine}}.',
      attached:
        'Le fichier de licence signé est joint à ce message ; vous pouvez aussi le télécharger depuis votre espace client.',
      action: 'Mes indicateurs',
      signature: 'L’équipe Ninja Indicators',
    },
    automaticRefund: {
      subject: '[Remboursement automatique] Commande {{id}}',
      title: 'Paiement remboursé automatiquement',
      body: 'Un paiement de {{amount}} est arrivé pour la commande {{id}}, dont le compte client était déjà clôturé. Personne ne pouvant recevoir ces produits, le paiement a été remboursé en totalité auprès du prestataire de paiement.',
      footer: 'Aucune action n’est nécessaire ; la commande est marquée remboursée dans le back-office.',
    },
    dependencyRefund: {
      staffBody:
        'Un paiement de {{amount}} est arrivé pour la commande {{id}}, qui dépendait d’une commande remboursée ou démarquée entre-temps (la mise à niveau ou la remise d’un pack ne tenait plus). Rien n’a été accordé et le paiement a été remboursé en totalité auprès du prestataire de paiement.',
      subject: 'Votre paiement pour la commande {{id}} vous est remboursé',
      title: 'Paiement remboursé',
      body: 'Votre paiement de {{amount}} pour la commande {{id}} vous est remboursé en totalité : son prix tenait compte d’une commande précédente (une mise à niveau ou la remise d’un pack) qui a été remboursée entre-temps. Vous pouvez passer une nouvelle commande au prix affiché.',
      action: 'Mes commandes',
      footer: 'Le remboursement apparaît sur votre moyen de paiement sous quelques jours.',
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
    ...refundRequestEmails.en,
    layout: {
      brand: 'Ninja Indicators',
      footer: 'Ninja Indicators — indicators for NinjaTrader 8.',
      automatic: 'This message was sent automatically.',
      linkHint: 'If the button does not work, copy this link into your browser:',
      unsubscribe: 'Unsubscribe',
      unsubscribeHint: 'No longer want these e-mails? Unsubscribe:',
      seller: {
        company: '{{name}}, {{form}} with a share capital of {{capital}}',
        registration: 'Trade register (RCS) {{city}} {{number}} — SIRET {{siret}} — VAT {{vat}}',
        contact: 'Contact: {{email}}',
        notSet: '(not set yet)',
      },
    },
    newsletterConfirmation: {
      subject: 'Confirm your newsletter subscription',
      title: 'Confirm your subscription',
      intro: 'Thank you for your interest in the Ninja Indicators newsletter.',
      body: 'To receive our news and offers, confirm your address {{email}} by clicking the button below. The link is valid for {{days}} days.',
      ignore: 'If you did not ask for this, simply ignore this message.',
      action: 'Confirm subscription',
    },
    account: { greeting: 'Hello {{name}},', greetingAnonymous: 'Hello,' },
    passwordReset: {
      subject: 'Reset your password',
      title: 'Choose a new password',
      body: 'You asked to reset the password of your Ninja Indicators account. The link below is valid for {{minutes}} minutes and works once.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this message: your password stays unchanged.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      title: 'Password changed',
      body: 'The password of your Ninja Indicators account was just changed and every open session was signed out.',
      footer:
        'If you did not make this change, ask for a new password from the sign-in page right away and contact support.',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address',
      title: 'Confirm your e-mail address',
      body: 'To confirm that {{email}} is your address, click the button below. The link is valid for {{hours}} hours.',
      action: 'Confirm my address',
      footer: 'If you did not ask for this, simply ignore this message.',
    },
    emailChanged: {
      subject: 'Your account e-mail address changed',
      title: 'E-mail address changed',
      body: 'The e-mail address of your Ninja Indicators account is now {{email}}. Future e-mails will go to that address.',
      action: 'Undo this change',
      footer:
        'If you did not make this change, undo it with the button above (valid for {{days}} days): your address comes back, every session is signed out and you get a link to choose a new password.',
    },
    confirmSignUp: {
      subject: 'Confirm your new account',
      title: 'Confirm your new account',
      body: 'To create your Ninja Indicators account with the address {{email}}, click the button below. The link is valid for {{hours}} hours and works once.',
      action: 'Create my account',
      footer: 'If you did not ask for this, simply ignore this message: no account will be created.',
    },
    signUpExisting: {
      subject: 'You already have a Ninja Indicators account',
      title: 'You already have an account',
      body: 'Someone, perhaps you, tried to create an account with this e-mail address. You already have one: sign in at {{loginUrl}}. If you forgot your password, choose a new one with the button below (valid for {{minutes}} minutes, it works once).',
      action: 'Choose a new password',
      footer:
        'If you did not ask for this, ignore this message: your account and your password stay unchanged.',
    },
    emailInUse: {
      subject: 'Someone asked to use your e-mail address',
      title: 'Another account asked for your address',
      body: 'Another Ninja Indicators account just asked to use your e-mail address. Your account keeps it: nothing changed, and the other account cannot get it.',
      footer: 'There is nothing to do. If these messages keep coming, contact support from this address.',
    },
    adminPromoted: {
      subject: '[Back-office] {{email}} is now an administrator',
      title: 'New administrator',
      body: 'The account {{email}} was given the shop’s administrator rights by {{by}}. Before reaching the back-office, it must set up two-factor sign-in by confirming a link sent to its address.',
      footer:
        'If this promotion was not planned, remove the rights from the Users tab and read the audit log.',
    },
    twoFactorEnrol: {
      subject: 'Confirm setting up two-factor sign-in',
      title: 'Set up two-factor sign-in',
      body: 'To link an authenticator app to your administrator account, open the link below in the browser where you are signed in. It is valid for {{minutes}} minutes.',
      action: 'Continue the set-up',
      footer:
        'If you did not ask for this, someone knows your password: change it right away and tell the other administrators.',
    },
    archiveDamaged: {
      subject: 'Invoice archive: {{count}} document(s) changed',
      title: 'Archived documents have changed',
      body: 'The archive check found {{count}} invoice(s) or credit note(s) whose file no longer matches the SHA-256 check sum recorded when it was issued. They are no longer served to buyers nor exported. Restore them from a backup:',
      footer: 'Invoices are kept for ten years (docs/rules/invoices.md, "Archive").',
    },
    reviewHidden: {
      subject: 'Your review of {{product}} has been hidden',
      title: 'Your review has been hidden',
      body: 'Your review of {{product}} is no longer shown in the shop. The reason our team gave: {{reason}}',
      footer: 'For any question about this decision, contact support.',
    },
    orderConfirmation: {
      subject: 'Confirmation of your order {{id}}',
      greeting: 'Hello {{name}},',
      intro: 'Thank you for your order. Your payment has been received.',
      lines: 'Summary:',
      total: 'Total incl. VAT: {{total}}',
      totalDue: 'Total due (excl. VAT, reverse charge): {{total}}',
      discount: 'Coupon discount {{code}}',
      reverseChargePending:
        "The EU's VIES service did not confirm your VAT number: VAT is therefore charged. Reverse charge applies once the number is confirmed, and the VAT is then refunded to you (credit note).",
      invoice: 'Your invoice {{number}} is attached to this message.',
      invoicePending: 'Your invoice will be e-mailed to you as soon as it is issued.',
      receipt: 'The receipt of this free order is attached to this message.',
      withdrawalConsent:
        'On {{date}}, you asked for immediate access to your indicators and acknowledged that you thereby lose your 14-day right of withdrawal (Directive 2011/83/EU, article 16(m); text of {{version}}). Our 7-day money-back guarantee still applies.',
      access: 'Your indicators are available in your account: {{url}}',
      signature: 'The Ninja Indicators team',
      free: 'Free',
      action: 'View my orders',
    },
    lateInvoice: {
      subject: 'Your invoice {{number}} – order {{id}}',
      greeting: 'Hello {{name}},',
      intro:
        'Here is invoice {{number}} for your order {{id}}, paid on {{paidAt}}: it is attached to this message.',
      lines: 'Summary:',
      total: 'Total incl. VAT: {{total}}',
      totalDue: 'Total due (excl. VAT, reverse charge): {{total}}',
      action: 'View my orders',
      signature: 'The Ninja Indicators team',
    },
    creditNote: {
      subject: 'Refund of your order {{id}} – credit note {{number}}',
      greeting: 'Hello {{name}},',
      intro: 'We have refunded {{amount}} on your order {{id}} (invoice {{invoice}}).',
      attached:
        'Credit note {{number}} is attached to this message. The refund shows on your statement within a few days.',
      revoked: 'Downloads and licences of the refunded items are no longer available.',
      action: 'View my orders',
      signature: 'The Ninja Indicators team',
    },
    licenceDelivery: {
      subject: 'Your {{product}} licence',
      intro: 'Your licence for {{product}} is ready, bound to machine {{machine}}.',
      attached:
        'The signed licence file is attached to this message; you can also download it from your customer area.',
      action: 'My indicators',
      signature: 'The Ninja Indicators team',
    },
    automaticRefund: {
      subject: '[Automatic refund] Order {{id}}',
      title: 'Payment refunded automatically',
      body: 'A payment of {{amount}} arrived for order {{id}}, whose customer account was already closed. As nobody can receive these products, the payment was refunded in full at the payment provider.',
      footer: 'No action is needed; the order is marked refunded in the back-office.',
    },
    dependencyRefund: {
      staffBody:
        'A payment of {{amount}} arrived for order {{id}}, which depended on an order refunded or unmarked meanwhile (the upgrade or the bundle credit no longer held). Nothing was granted and the payment was refunded in full at the payment provider.',
      subject: 'Your payment for order {{id}} is refunded',
      title: 'Payment refunded',
      body: 'Your payment of {{amount}} for order {{id}} is refunded in full: its price took an earlier order into account (an upgrade or a bundle credit) that was refunded meanwhile. You may place a new order at the price shown.',
      action: 'My orders',
      footer: 'The refund shows on your means of payment within a few days.',
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
