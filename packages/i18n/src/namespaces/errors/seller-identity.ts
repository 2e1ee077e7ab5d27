import { defineNamespace } from '../../define';

/** Errors of the seller identity's settings (back-office); each names its field. */
export const sellerIdentityErrors = defineNamespace({
  fr: {
    sellerIdentity: {
      siretInvalid: 'SIRET : il faut 14 chiffres dont le dernier est une clé de contrôle valide.',
      vatInvalid:
        'Numéro de TVA intracommunautaire : format non reconnu (code du pays puis le numéro, par exemple FR12345678901).',
      vatSirenMismatch:
        'Numéro de TVA intracommunautaire : il ne correspond pas au SIRET (FR, la clé à deux chiffres, puis les 9 premiers chiffres du SIRET).',
      emailInvalid: 'E-mail de support : cette adresse n’est pas valide.',
    },
  },
  en: {
    sellerIdentity: {
      siretInvalid: 'SIRET: 14 digits are needed, the last being a valid check digit.',
      vatInvalid:
        'EU VAT number: format not recognised (the country code then the number, for example FR12345678901).',
      vatSirenMismatch:
        'EU VAT number: it does not match the SIRET (FR, the two-digit key, then the first 9 digits of the SIRET).',
      emailInvalid: 'Support e-mail: this address is not valid.',
    },
  },
});
