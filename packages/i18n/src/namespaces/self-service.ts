import { defineNamespace } from '../define';

/**
 * Account self-service: forgotten password, e-mail verification, "my data", closing the account and
 * signing out everywhere (pages /forgot-password, /reset-password, /verify-email and the profile's
 * account tab). The server answers some of these texts too (`selfService:forgotPassword.sent`, …).
 */
export const selfService = defineNamespace({
  fr: {
    forgotPassword: {
      link: 'Mot de passe oublié ?',
      title: 'Mot de passe oublié',
      subtitle:
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      email: 'Adresse e-mail',
      submit: 'Envoyer le lien',
      submitting: 'Envoi…',
      sent: 'Si un compte existe pour {{email}}, un e-mail contenant un lien valable 1 heure vient de lui être envoyé.',
      backToLogin: 'Retour à la connexion',
    },
    resetPassword: {
      title: 'Nouveau mot de passe',
      subtitle: 'Choisissez le nouveau mot de passe de votre compte.',
      checking: 'Vérification du lien…',
      password: 'Nouveau mot de passe',
      passwordHint: 'Au moins 12 caractères. Une phrase facile à retenir convient très bien.',
      confirmPassword: 'Confirmer le nouveau mot de passe',
      submit: 'Enregistrer et me connecter',
      submitting: 'Enregistrement…',
      askAgain: 'Demander un nouveau lien',
    },
    verifyEmail: {
      title: 'Vérification de l’adresse e-mail',
      checking: 'Vérification du lien…',
      verified: 'Merci ! L’adresse {{email}} est vérifiée.',
      changed: 'Votre compte utilise désormais l’adresse {{email}}. Reconnectez-vous avec cette adresse.',
      undone:
        'Le changement est annulé : votre compte utilise de nouveau l’adresse {{email}} et toutes les sessions sont fermées. Nous y avons envoyé un lien pour choisir un nouveau mot de passe : faites-le maintenant, l’auteur du changement connaît peut-être le vôtre.',
      resent: 'Un nouveau lien de vérification vient d’être envoyé à {{email}}.',
      toProfile: 'Aller à mon profil',
      toLogin: 'Se connecter',
    },
    twoFactorEnrol: {
      sent: 'Pour continuer, ouvrez le lien que nous venons d’envoyer à {{email}}, dans ce navigateur.',
    },
    banner: {
      unverified:
        'Votre adresse e-mail n’est pas encore vérifiée. Ouvrez le lien que nous vous avons envoyé.',
      pending:
        'Nouvelle adresse en attente : {{email}}. Elle remplacera l’adresse actuelle dès que vous aurez ouvert le lien envoyé à cette adresse.',
      resend: 'Renvoyer le lien',
      resending: 'Envoi…',
    },
    privacy: {
      title: 'Mes données et sécurité',
      exportTitle: 'Télécharger mes données',
      exportBody:
        'Un fichier JSON avec votre profil, votre facturation, vos commandes, licences, téléchargements et votre abonnement à la newsletter. Le détail de chaque champ figure dans la politique de confidentialité.',
      exportButton: 'Télécharger mes données',
      exporting: 'Préparation…',
      exportDone: 'Le fichier a été téléchargé.',
      policyLink: 'Voir la politique de confidentialité',
      signOutTitle: 'Sessions',
      signOutBody: 'Ferme votre session sur tous les appareils et navigateurs, y compris celui-ci.',
      signOutButton: 'Me déconnecter partout',
      closeTitle: 'Fermer mon compte',
      closeBody:
        'Vos données personnelles seront effacées ou anonymisées et vos licences révoquées. Les factures sont conservées 10 ans, comme l’exige la loi.',
      closeButton: 'Fermer mon compte',
    },
    signOutEverywhere: {
      title: 'Se déconnecter partout',
      message: 'Toutes vos sessions, sur tous vos appareils, seront fermées, y compris celle-ci.',
      confirm: 'Me déconnecter partout',
      cancel: 'Annuler',
    },
    closeAccount: {
      title: 'Fermer mon compte',
      warning:
        'Cette action est définitive : vous ne pourrez plus vous connecter, vos licences seront révoquées et votre abonnement à la newsletter prendra fin.',
      password: 'Mot de passe actuel',
      confirm: 'Je comprends que la fermeture de mon compte est définitive.',
      submit: 'Fermer définitivement',
      submitting: 'Fermeture…',
      cancel: 'Annuler',
      closed: 'Votre compte a été fermé. Merci d’avoir utilisé Ninja Indicators.',
    },
  },
  en: {
    forgotPassword: {
      link: 'Forgot password?',
      title: 'Forgot password',
      subtitle: 'Enter the e-mail address of your account: we will send you a link to choose a new password.',
      email: 'E-mail address',
      submit: 'Send the link',
      submitting: 'Sending…',
      sent: 'If an account exists for {{email}}, an e-mail with a link valid for 1 hour has just been sent to it.',
      backToLogin: 'Back to sign-in',
    },
    resetPassword: {
      title: 'New password',
      subtitle: 'Choose the new password of your account.',
      checking: 'Checking the link…',
      password: 'New password',
      passwordHint: 'At least 12 characters. An easy-to-remember phrase works well.',
      confirmPassword: 'Confirm the new password',
      submit: 'Save and sign in',
      submitting: 'Saving…',
      askAgain: 'Ask for a new link',
    },
    verifyEmail: {
      title: 'E-mail address verification',
      checking: 'Checking the link…',
      verified: 'Thank you! The address {{email}} is verified.',
      changed: 'Your account now uses the address {{email}}. Sign in again with that address.',
      undone:
        'The change is undone: your account uses the address {{email}} again and every session is signed out. We sent it a link to choose a new password: do it now, whoever made the change may know yours.',
      resent: 'A new verification link has just been sent to {{email}}.',
      toProfile: 'Go to my profile',
      toLogin: 'Sign in',
    },
    twoFactorEnrol: {
      sent: 'To go on, open the link we just sent to {{email}}, in this browser.',
    },
    banner: {
      unverified: 'Your e-mail address is not verified yet. Open the link we sent you.',
      pending:
        'New address pending: {{email}}. It replaces the current address as soon as you open the link sent to it.',
      resend: 'Resend the link',
      resending: 'Sending…',
    },
    privacy: {
      title: 'My data and security',
      exportTitle: 'Download my data',
      exportBody:
        'A JSON file with your profile, billing details, orders, licences, downloads and newsletter subscription. Each field is described in the privacy policy.',
      exportButton: 'Download my data',
      exporting: 'Preparing…',
      exportDone: 'The file was downloaded.',
      policyLink: 'Read the privacy policy',
      signOutTitle: 'Sessions',
      signOutBody: 'Signs you out on every device and browser, this one included.',
      signOutButton: 'Sign out everywhere',
      closeTitle: 'Close my account',
      closeBody:
        'Your personal data will be erased or anonymised and your licences revoked. Invoices are kept for 10 years, as the law requires.',
      closeButton: 'Close my account',
    },
    signOutEverywhere: {
      title: 'Sign out everywhere',
      message: 'Every session, on all your devices, will be closed, this one included.',
      confirm: 'Sign out everywhere',
      cancel: 'Cancel',
    },
    closeAccount: {
      title: 'Close my account',
      warning:
        'This cannot be undone: you will no longer be able to sign in, your licences will be revoked and your newsletter subscription will end.',
      password: 'Current password',
      confirm: 'I understand that closing my account is permanent.',
      submit: 'Close for good',
      submitting: 'Closing…',
      cancel: 'Cancel',
      closed: 'Your account has been closed. Thank you for using Ninja Indicators.',
    },
  },
});
