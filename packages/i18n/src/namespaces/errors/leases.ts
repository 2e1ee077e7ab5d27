import { defineNamespace } from '../../define';

/** Errors of the lease routes (docs/rules/leases.md). */
export const leaseErrors = defineNamespace({
  fr: {
    lease: {
      planNotOffered: 'Ce produit n’est pas proposé en location sur cette formule.',
      alreadyLeased: 'Vous louez déjà ce produit : gérez votre location depuis votre profil.',
      notFound: 'Location introuvable.',
      notActive: 'Cette location est terminée ou pas encore payée.',
    },
  },
  en: {
    lease: {
      planNotOffered: 'This product is not offered for lease on this plan.',
      alreadyLeased: 'You already lease this product: manage your lease from your profile.',
      notFound: 'Lease not found.',
      notActive: 'This lease has ended or is not paid yet.',
    },
  },
});
