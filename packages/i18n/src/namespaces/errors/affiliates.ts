import { defineNamespace } from '../../define';

/** Errors of the affiliate programme (docs/rules/affiliates.md). */
export const affiliateErrors = defineNamespace({
  fr: {
    affiliates: {
      codeFormat: 'Le code partenaire fait de 3 à 32 lettres, chiffres, tirets ou soulignés.',
      codeTaken: 'Ce code partenaire est déjà pris.',
      percentRange: 'La commission est un pourcentage entier de 1 à 90.',
      renewalMonthsRange:
        'Indiquez un nombre de mois de 1 à 36 pour les renouvellements, et aucun pour le premier achat seul.',
      websiteInvalid: 'Indiquez une adresse web valide (https://…).',
      messageLength: 'Votre message fait de 10 à 1000 caractères.',
      emailInvalid: 'Adresse e-mail invalide.',
      windowRange: 'La fenêtre d’attribution va de 1 à 365 jours.',
      referenceRequired: 'Indiquez la référence du virement (100 caractères au plus).',
      alreadyApplied: 'Vous avez déjà une candidature ou un compte partenaire.',
      alreadyPartner: 'Ce compte est déjà partenaire.',
      accountNotFound: 'Aucun compte n’utilise cette adresse e-mail.',
      notFound: 'Partenaire introuvable.',
      notPending: 'Cette candidature a déjà été traitée.',
      notApproved: 'Ce partenaire n’est pas approuvé.',
      couponNotFound: 'Aucun coupon ne porte ce code.',
      couponTaken: 'Ce coupon est déjà lié à un autre partenaire.',
      nothingPayable: 'Rien n’est payable à ce partenaire dans cette devise.',
    },
  },
  en: {
    affiliates: {
      codeFormat: 'A partner code is 3 to 32 letters, digits, dashes or underscores.',
      codeTaken: 'This partner code is already taken.',
      percentRange: 'The commission is a whole percentage from 1 to 90.',
      renewalMonthsRange: 'Give 1 to 36 months for renewals, and none for the first purchase only.',
      websiteInvalid: 'Give a valid web address (https://…).',
      messageLength: 'Your message is 10 to 1000 characters long.',
      emailInvalid: 'Invalid e-mail address.',
      windowRange: 'The attribution window is 1 to 365 days.',
      referenceRequired: 'Give the transfer’s reference (100 characters at most).',
      alreadyApplied: 'You already have an application or a partner account.',
      alreadyPartner: 'This account is already a partner.',
      accountNotFound: 'No account uses this e-mail address.',
      notFound: 'Partner not found.',
      notPending: 'This application has already been decided.',
      notApproved: 'This partner is not approved.',
      couponNotFound: 'No coupon has this code.',
      couponTaken: 'This coupon is already tied to another partner.',
      nothingPayable: 'Nothing is payable to this partner in this currency.',
    },
  },
});
