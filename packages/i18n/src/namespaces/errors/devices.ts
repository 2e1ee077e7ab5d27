import { defineNamespace } from '../../define';

/** Errors of signing in from the indicator and of the machines a seat holds (docs/rules/seats.md). */
export const deviceErrors = defineNamespace({
  fr: {
    device: {
      validation: {
        machineId: 'L’identifiant de machine doit compter 8 à 64 lettres ou chiffres.',
        machineName: 'Le nom de la machine doit compter 1 à 60 caractères.',
      },
      productNotFound: 'Produit inconnu : vérifiez l’indicateur installé.',
      userCode: {
        invalid: 'Ce code n’a pas le bon format : 8 lettres, comme BCDF-GHJK.',
        notFound: 'Code inconnu ou déjà utilisé : demandez un nouveau code depuis l’indicateur.',
        expired: 'Ce code a expiré : demandez un nouveau code depuis l’indicateur.',
      },
      notEntitled:
        'Votre compte ne détient pas ce produit : achetez-le ou connectez-vous avec le compte qui l’a acheté.',
      seatsFull:
        'Vos {{seats}} licence(s) de {{product}} sont déjà utilisées sur {{machines}} machine(s). Libérez une machine dans votre espace client (onglet Mes indicateurs), puis réessayez.',
      token: {
        pending: 'En attente de l’approbation de l’acheteur sur le site.',
        slowDown: 'Interrogations trop rapprochées : espacez-les.',
        denied: 'L’acheteur a refusé la connexion de cette machine.',
        expired: 'Le code a expiré : recommencez la connexion.',
        invalid: 'Code d’appareil inconnu ou déjà utilisé.',
      },
      machineNotFound: 'Machine introuvable.',
    },
  },
  en: {
    device: {
      validation: {
        machineId: 'The machine id must be 8 to 64 letters or digits.',
        machineName: 'The machine name must be 1 to 60 characters.',
      },
      productNotFound: 'Unknown product: check the installed indicator.',
      userCode: {
        invalid: 'This code is not in the right format: 8 letters, like BCDF-GHJK.',
        notFound: 'Unknown or already used code: ask the indicator for a new one.',
        expired: 'This code has expired: ask the indicator for a new one.',
      },
      notEntitled:
        'Your account does not hold this product: buy it or sign in with the account that bought it.',
      seatsFull:
        'Your {{seats}} licence(s) of {{product}} are already in use on {{machines}} machine(s). Free a machine in your customer area (My indicators tab), then try again.',
      token: {
        pending: 'Waiting for the buyer to approve on the shop.',
        slowDown: 'Polling too often: wait longer between polls.',
        denied: 'The buyer denied this machine’s sign-in.',
        expired: 'The code has expired: start the sign-in again.',
        invalid: 'Unknown or already used device code.',
      },
      machineNotFound: 'Machine not found.',
    },
  },
});
