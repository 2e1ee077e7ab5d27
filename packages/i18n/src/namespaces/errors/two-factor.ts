import { defineNamespace } from '../../define';

/** Errors of two-factor sign-in (codes `twoFactor.*`), also the admin routes' second-factor refusals. */
export const twoFactorErrors = defineNamespace({
  fr: {
    twoFactor: {
      codeRequired: 'Saisissez le code de votre application d’authentification ou un code de secours.',
      invalidCode: 'Code incorrect, expiré ou déjà utilisé.',
      challengeExpired: 'Cette étape de connexion a expiré. Reconnectez-vous avec votre mot de passe.',
      noPendingEnrolment: 'Commencez par générer un nouveau secret avant de saisir un code.',
      notEnabled: 'La double authentification n’est pas activée sur ce compte.',
      onlyAdmins: 'La double authentification est réservée aux comptes administrateur.',
      enrolmentRequired: 'Activez la double authentification pour accéder à l’administration.',
      verificationRequired: 'Reconnectez-vous avec votre code à deux facteurs pour continuer.',
      requiredByPolicy:
        'La double authentification est obligatoire pour les administrateurs de cette boutique : vous pouvez la réinitialiser, pas la désactiver.',
      passwordWrong: 'Le mot de passe est incorrect.',
      enrolLinkInvalid:
        'Ce lien d’activation n’est plus valable : il a expiré (30 minutes), il a déjà servi ou il est incomplet. Recommencez l’activation.',
    },
  },
  en: {
    twoFactor: {
      codeRequired: 'Enter the code from your authenticator app or a recovery code.',
      invalidCode: 'Wrong, expired or already used code.',
      challengeExpired: 'This sign-in step has expired. Sign in again with your password.',
      noPendingEnrolment: 'Generate a new secret first, then enter a code.',
      notEnabled: 'Two-factor sign-in is not enabled on this account.',
      onlyAdmins: 'Two-factor sign-in is for administrator accounts.',
      enrolmentRequired: 'Set up two-factor sign-in to use the back-office.',
      verificationRequired: 'Sign in again with your two-factor code to continue.',
      requiredByPolicy:
        'Two-factor sign-in is compulsory for this shop’s administrators: you can reset it, not turn it off.',
      passwordWrong: 'The password is incorrect.',
      enrolLinkInvalid:
        'This set-up link is no longer valid: it expired (30 minutes), it was already used or it is incomplete. Start the set-up again.',
    },
  },
});
