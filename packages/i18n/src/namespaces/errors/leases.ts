import { defineNamespace } from '../../define';

/** Errors of the lease routes (docs/rules/leases.md). */
export const leaseErrors = defineNamespace({
  fr: {
    lease: {
      planNotOffered: 'Ce produit n’est pas proposé en location sur cette formule.',
      alreadyLeased: 'Vous louez déjà ce produit : gérez votre location depuis votre profil.',
      notFound: 'Location introuvable.',
      notActive: 'Cette location est terminée ou pas encore payée.',
      notEntitled: 'Cette location ne donne plus droit à la licence : elle est terminée ou impayée.',
      machineRequired: 'Indiquez d’abord la machine (MachineId) sur laquelle utiliser cette location.',
      notInGrace: 'Cette location n’est pas en période de grâce.',
      alreadyCancelled: 'Cette location est déjà résiliée à l’échéance.',
      notCancelled: 'Cette location se renouvelle : il n’y a rien à reprendre.',
      cardLinkInvalid:
        'Ce lien de mise à jour de carte n’est plus valable : la location est payée, terminée ou le lien a expiré. Gérez-la depuis votre profil.',
      dunningDaysInvalid:
        'Les rappels doivent tomber pendant la période de grâce ({{graceDays}} jours), le rappel de mi-parcours avant le dernier.',
    },
  },
  en: {
    lease: {
      planNotOffered: 'This product is not offered for lease on this plan.',
      alreadyLeased: 'You already lease this product: manage your lease from your profile.',
      notFound: 'Lease not found.',
      notActive: 'This lease has ended or is not paid yet.',
      notEntitled: 'This lease no longer entitles you to the licence: it has ended or is unpaid.',
      machineRequired: 'First give the machine (MachineId) to use this lease on.',
      notInGrace: 'This lease is not in a grace period.',
      alreadyCancelled: 'This lease is already cancelled at period end.',
      notCancelled: 'This lease renews: there is nothing to resume.',
      cardLinkInvalid:
        'This card-update link is no longer valid: the lease is paid, ended or the link expired. Manage it from your profile.',
      dunningDaysInvalid:
        'The reminders must fall within the grace period ({{graceDays}} days), the mid-grace one before the last.',
    },
  },
});
