import { defineNamespace } from '../../define';

/** Errors of accounts: sign-in, sign-up, profile and billing (codes `account.*`). */
export const accountErrors = defineNamespace({
  fr: {
    account: {
      invalidCredentials: 'E-mail ou mot de passe incorrect.',
      signInThrottled:
        'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans {{minutes}} min.',
      signInThrottledNetwork:
        'Trop de tentatives de connexion échouées depuis ce réseau. Réessayez dans {{minutes}} min, ou depuis un navigateur où vous vous êtes déjà connecté.',
      signupLinkInvalid: 'Ce lien n’est pas valable ou a expiré. Inscrivez-vous à nouveau.',
      redirectInvalid: 'La page de destination doit être une page de la boutique.',
      emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
      nameRequired: 'Le nom est obligatoire.',
      nameTooLong: 'Le nom ne peut pas dépasser 100 caractères.',
      emailRequired: "L'adresse e-mail est obligatoire.",
      emailInvalid: "L'adresse e-mail n'est pas valide.",
      passwordRequired: 'Le mot de passe est obligatoire.',
      passwordTooShort: 'Le mot de passe doit contenir au moins 12 caractères.',
      passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
      passwordTooCommon:
        'Ce mot de passe est trop courant. Choisissez-en un autre, plus difficile à deviner.',
      passwordMismatch: 'Les mots de passe ne correspondent pas',
      oldPasswordRequired: 'Veuillez saisir votre ancien mot de passe pour le modifier',
      oldPasswordWrong: 'Le mot de passe actuel est incorrect.',
      passwordRequiredForEmail: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
      undoLinkInvalid:
        'Ce lien d’annulation n’est plus valable : il a expiré (7 jours), il est incomplet ou l’adresse du compte a changé depuis. Contactez le support.',
      resetLinkInvalid:
        'Ce lien de réinitialisation n’est plus valable : il a déjà servi, il a expiré (1 heure) ou il est incomplet. Demandez-en un nouveau.',
      verifyLinkInvalid:
        'Ce lien de vérification n’est plus valable : il a expiré (48 heures), il est incomplet ou une autre adresse a été demandée depuis. Demandez-en un nouveau depuis votre profil.',
      linkTokenMissing: 'Le lien est incomplet : ouvrez-le tel qu’il figure dans l’e-mail.',
      alreadyVerified: 'Votre adresse e-mail est déjà vérifiée.',
      passwordWrong: 'Le mot de passe est incorrect.',
      deleteConfirmRequired: 'Cochez la case pour confirmer la fermeture définitive du compte.',
      lastAdmin:
        'Ce compte est le dernier compte administrateur : nommez un autre administrateur avant de le fermer.',
      languageUnsupported: 'Choisissez le français (fr) ou l’anglais (en).',
      billing: {
        nameRequired: 'Le nom de facturation est obligatoire.',
        addressRequired: "L'adresse est obligatoire.",
        zipRequired: 'Le code postal est obligatoire.',
        zipInvalid: "Le code postal n'est pas valide.",
        cityRequired: 'La ville est obligatoire.',
        countryInvalid: 'Choisissez un pays dans la liste.',
        vatInvalid: "Le numéro de TVA n'a pas le format attendu pour ce pays.",
        vatCountryMismatch: 'Le numéro de TVA doit commencer par le préfixe du pays de facturation.',
        companyRequired: 'Indiquez le nom de la société qui achète.',
        tooLong: 'Ce champ est trop long.',
      },
    },
  },
  en: {
    account: {
      invalidCredentials: 'Incorrect e-mail or password.',
      signInThrottled: 'Too many failed sign-ins for this account. Try again in {{minutes}} min.',
      signInThrottledNetwork:
        'Too many failed sign-ins from this network. Try again in {{minutes}} min, or from a browser you have signed in with before.',
      signupLinkInvalid: 'This link is invalid or has expired. Sign up again.',
      redirectInvalid: 'The page to go to next must be a page of the shop.',
      emailTaken: 'This e-mail address is already used by another account.',
      nameRequired: 'Name is required.',
      nameTooLong: 'The name cannot be longer than 100 characters.',
      emailRequired: 'E-mail address is required.',
      emailInvalid: 'The e-mail address is not valid.',
      passwordRequired: 'Password is required.',
      passwordTooShort: 'The password must be at least 12 characters long.',
      passwordTooLong: 'The password cannot be longer than 128 characters.',
      passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
      passwordMismatch: 'Passwords do not match',
      oldPasswordRequired: 'Please enter your old password to change it',
      oldPasswordWrong: 'The current password is incorrect.',
      passwordRequiredForEmail: 'Enter your current password to change your e-mail address.',
      undoLinkInvalid:
        'This undo link is no longer valid: it expired (7 days), it is incomplete or the account address changed since. Contact support.',
      resetLinkInvalid:
        'This reset link is no longer valid: it was already used, it expired (1 hour) or it is incomplete. Ask for a new one.',
      verifyLinkInvalid:
        'This verification link is no longer valid: it expired (48 hours), it is incomplete or another address was requested since. Ask for a new one from your profile.',
      linkTokenMissing: 'The link is incomplete: open it exactly as it appears in the e-mail.',
      alreadyVerified: 'Your e-mail address is already verified.',
      passwordWrong: 'The password is incorrect.',
      deleteConfirmRequired: 'Tick the box to confirm that the account is closed for good.',
      lastAdmin: 'This is the last admin account: make someone else an admin before closing it.',
      languageUnsupported: 'Choose French (fr) or English (en).',
      billing: {
        nameRequired: 'Billing name is required.',
        addressRequired: 'Address is required.',
        zipRequired: 'Postal code is required.',
        zipInvalid: 'The postal code is not valid.',
        cityRequired: 'City is required.',
        countryInvalid: 'Choose a country from the list.',
        vatInvalid: 'The VAT number does not have the expected format for this country.',
        vatCountryMismatch: "The VAT number must start with the billing country's prefix.",
        companyRequired: 'Enter the name of the company buying.',
        tooLong: 'This field is too long.',
      },
    },
  },
});
