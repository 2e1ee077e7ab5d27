import { defineNamespace } from '../../define';

/** Errors of the back-office routes. */
export const adminErrors = defineNamespace({
  fr: {
    admin: {
      userNotFound: 'Utilisateur introuvable.',
      orderNotFound: 'Commande introuvable.',
      orderTransitionRefused:
        'Cette action n’est pas possible dans l’état actuel de la commande (remboursée, annulée ou jamais payée).',
      orderUpgraded:
        'Cette commande a été mise à niveau (commande n° {{order}}) : remboursez ou démarquez d’abord la commande de mise à niveau, qui rend ce produit à l’acheteur.',
      orderCredited:
        'Un pack a été acheté avec une remise pour un produit de cette commande (commande n° {{order}}) : remboursez ou démarquez d’abord le pack.',
      orderDependencyGone:
        'Le prix de cette commande déduisait une commande antérieure, remboursée ou démarquée depuis : elle ne peut plus être marquée payée.',
      subscriberNotFound: 'Abonné introuvable.',
      cannotDemoteSelf: 'Vous ne pouvez pas retirer votre propre statut administrateur.',
      lastAdmin: 'Le dernier administrateur ne peut pas perdre son statut.',
      unknownTask: 'Tâche de maintenance inconnue.',
      mailNotFailed: 'Seul un e-mail en échec peut être renvoyé.',
      mailNotFound: 'E-mail introuvable.',
    },
  },
  en: {
    admin: {
      userNotFound: 'User not found.',
      orderNotFound: 'Order not found.',
      orderTransitionRefused:
        'This action is not possible in the order’s current state (refunded, cancelled or never paid).',
      orderUpgraded:
        'This order was upgraded (order #{{order}}): refund or unmark the upgrade order first, which gives this product back to the buyer.',
      orderCredited:
        'A bundle was bought with a credit for a product of this order (order #{{order}}): refund or unmark the bundle order first.',
      orderDependencyGone:
        'This order’s price deducted an earlier order, refunded or unmarked since: it can no longer be marked paid.',
      subscriberNotFound: 'Subscriber not found.',
      cannotDemoteSelf: 'You cannot remove your own admin status.',
      lastAdmin: 'The last administrator cannot lose their status.',
      unknownTask: 'Unknown maintenance task.',
      mailNotFailed: 'Only a failed e-mail can be retried.',
      mailNotFound: 'E-mail not found.',
    },
  },
});
