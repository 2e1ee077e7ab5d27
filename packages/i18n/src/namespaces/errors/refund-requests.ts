import { defineNamespace } from '../../define';

/** Errors of a buyer's refund request (docs/rules/refunds.md); `tooLate` quotes the refund policy. */
export const refundRequestErrors = defineNamespace({
  fr: {
    refundRequest: {
      orderNotFound: 'Commande introuvable',
      requestNotFound: 'Demande de remboursement introuvable',
      tooLate:
        'Toute demande de remboursement doit être faite dans les {{days}} jours suivant l’achat : cette commande a été payée il y a {{since}} jours.',
      notPaid: 'Cette commande n’est pas payée : il n’y a rien à rembourser.',
      free: 'Les produits gratuits n’ont donné lieu à aucun paiement : il n’y a rien à rembourser.',
      alreadyRefunded: 'Cette commande est déjà remboursée.',
      alreadyOpen: 'Une demande de remboursement est déjà en cours pour cette commande.',
      notOpen: 'Cette demande de remboursement a déjà été traitée.',
      upgraded:
        'Cette commande a été mise à niveau (commande n° {{order}}) : demandez d’abord le remboursement de la mise à niveau.',
      credited:
        'Un pack a été acheté avec une remise pour ce produit (commande n° {{order}}) : demandez d’abord le remboursement du pack.',
    },
  },
  en: {
    refundRequest: {
      orderNotFound: 'Order not found',
      requestNotFound: 'Refund request not found',
      tooLate:
        'Refund requests must be made within {{days}} days of purchase: this order was paid {{since}} days ago.',
      notPaid: 'This order is not paid: there is nothing to refund.',
      free: 'Free products involved no payment: there is nothing to refund.',
      alreadyRefunded: 'This order is already refunded.',
      alreadyOpen: 'A refund request is already under way for this order.',
      notOpen: 'This refund request has already been handled.',
      upgraded: 'This order was upgraded (order #{{order}}): ask for a refund of the upgrade first.',
      credited:
        'A bundle was bought with a credit for this product (order #{{order}}): ask for a refund of the bundle first.',
    },
  },
});
