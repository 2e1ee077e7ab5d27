import { defineNamespace } from '../../define';

/** The admin's two-factor sign-in: enrolment, recovery codes, the Security tab. */
export const adminSecurity = defineNamespace({
  fr: {
    security: {
      title: 'Double authentification',
      required:
        'La double authentification est obligatoire pour les administrateurs de cette boutique. Activez-la pour accéder à l’administration.',
      signInAgain:
        'Votre session n’a pas passé la double authentification. Reconnectez-vous avec votre code pour accéder à l’administration.',
      signInAgainButton: 'Se reconnecter',
      intro:
        'Protégez votre compte avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) : à chaque connexion, elle vous donnera un code à 6 chiffres en plus de votre mot de passe.',
      start: 'Configurer la double authentification',
      restart: 'Réinitialiser sur un nouvel appareil',
      starting: 'Préparation…',
      scan: '1. Scannez ce QR code avec votre application d’authentification.',
      qrAlt: 'QR code à scanner avec votre application d’authentification',
      manualKey: 'Ou saisissez cette clé à la main :',
      confirmTitle: '2. Saisissez le code affiché par l’application pour confirmer.',
      code: 'Code à 6 chiffres',
      confirm: 'Activer',
      confirming: 'Activation…',
      cancel: 'Annuler',
      enabledTitle: 'Double authentification activée',
      codesIntro:
        'Conservez ces codes de secours en lieu sûr : chacun permet une seule connexion si vous perdez votre téléphone. Ils ne seront plus affichés.',
      codesLabel: 'Codes de secours',
      copy: 'Copier les codes',
      copied: 'Codes copiés dans le presse-papiers.',
      copyFailed: 'Copie impossible : sélectionnez les codes et copiez-les à la main.',
      continue: 'J’ai enregistré mes codes',
      statusOn: 'Activée depuis le {{date}}. Codes de secours restants : {{count}}.',
      statusOff: 'La double authentification n’est pas activée sur votre compte.',
      disableTitle: 'Désactiver la double authentification',
      password: 'Mot de passe',
      disableCode: 'Code d’authentification ou code de secours',
      disable: 'Désactiver',
      disabling: 'Désactivation…',
      policyNote:
        'Obligatoire sur cette boutique : vous pouvez la réinitialiser sur un nouvel appareil, pas la désactiver.',
    },
  },
  en: {
    security: {
      title: 'Two-factor sign-in',
      required:
        'Two-factor sign-in is compulsory for this shop’s administrators. Set it up to use the back-office.',
      signInAgain:
        'Your session did not pass the two-factor step. Sign in again with your code to use the back-office.',
      signInAgainButton: 'Sign in again',
      intro:
        'Protect your account with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…): at every sign-in it gives you a 6-digit code on top of your password.',
      start: 'Set up two-factor sign-in',
      restart: 'Reset on a new device',
      starting: 'Preparing…',
      scan: '1. Scan this QR code with your authenticator app.',
      qrAlt: 'QR code to scan with your authenticator app',
      manualKey: 'Or type this key by hand:',
      confirmTitle: '2. Enter the code the app shows to confirm.',
      code: '6-digit code',
      confirm: 'Turn on',
      confirming: 'Turning on…',
      cancel: 'Cancel',
      enabledTitle: 'Two-factor sign-in is on',
      codesIntro:
        'Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They will not be shown again.',
      codesLabel: 'Recovery codes',
      copy: 'Copy the codes',
      copied: 'Codes copied to the clipboard.',
      copyFailed: 'Copying failed: select the codes and copy them by hand.',
      continue: 'I have saved my codes',
      statusOn: 'On since {{date}}. Recovery codes left: {{count}}.',
      statusOff: 'Two-factor sign-in is not turned on for your account.',
      disableTitle: 'Turn off two-factor sign-in',
      password: 'Password',
      disableCode: 'Authentication code or recovery code',
      disable: 'Turn off',
      disabling: 'Turning off…',
      policyNote: 'Compulsory on this shop: you can reset it on a new device, not turn it off.',
    },
  },
});
