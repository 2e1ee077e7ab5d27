import { defineNamespace } from '../../define';

/** Errors of refunds and credit notes (docs/rules/refunds.md). */
export const refundErrors = defineNamespace({
  fr: {
    refund: {
      orderNotFound: 'Commande introuvable',
      notRefundable: 'Cette commande ne peut pas être remboursée (elle n’est pas payée ou déjà remboursée).',
      lateConfirmationRequired:
        'La commande a été payée il y a plus de {{days}} jours : confirmez le remboursement hors délai.',
      nothingLeft: 'Il ne reste rien à rembourser sur ces lignes.',
      unknownLine: 'Cette ligne n’appartient pas à la commande.',
      tooMany: 'Quantité à rembourser supérieure à ce qui reste ({{left}}).',
      unknownLicence: 'Cette licence n’appartient pas à la commande.',
      noPayment: 'Aucun paiement Stripe n’est associé à cette commande.',
      viesNotPending:
        'Cette commande n’attend pas de confirmation VIES : son n° de TVA a déjà été vérifié, ou elle n’en a pas.',
      providerFailed: 'Le prestataire de paiement a refusé le remboursement. Réessayez plus tard.',
      providerAhead:
        "Le prestataire de paiement avait déjà remboursé une partie de cette commande (depuis son tableau de bord) : la commande l'indique maintenant. Vérifiez le montant restant et recommencez.",
      upgraded:
        'Cette commande a été mise à niveau (commande n° {{order}}) : remboursez d’abord la commande de mise à niveau, qui rendra ce produit à l’acheteur, puis celle-ci.',
      credited:
        'Un pack a été acheté avec une remise pour ce produit (commande n° {{order}}) : remboursez d’abord le pack, puis celle-ci.',
    },
    creditNote: {
      notFound: 'Avoir introuvable',
      notAvailable: 'PDF de l’avoir non disponible',
    },
  },
  en: {
    refund: {
      orderNotFound: 'Order not found',
      notRefundable: 'This order cannot be refunded (it is not paid or already refunded).',
      lateConfirmationRequired: 'The order was paid more than {{days}} days ago: confirm the late refund.',
      nothingLeft: 'Nothing is left to refund on these lines.',
      unknownLine: 'This line is not part of the order.',
      tooMany: 'Quantity to refund above what is left ({{left}}).',
      unknownLicence: 'This licence does not belong to the order.',
      noPayment: 'No Stripe payment is attached to this order.',
      viesNotPending:
        'This order is not waiting for a VIES confirmation: its VAT number was checked already, or it has none.',
      providerFailed: 'The payment provider refused the refund. Try again later.',
      providerAhead:
        'The payment provider had already refunded part of this order (from its dashboard): the order now shows it. Check the amount left and try again.',
      upgraded:
        'This order was upgraded (order #{{order}}): refund the upgrade order first, which gives this product back to the buyer, then this one.',
      credited:
        'A bundle was bought with a credit for this product (order #{{order}}): refund the bundle order first, then this one.',
    },
    creditNote: {
      notFound: 'Credit note not found',
      notAvailable: 'Credit note PDF not available',
    },
  },
});
