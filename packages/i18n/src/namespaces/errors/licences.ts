import { defineNamespace } from '../../define';

/** Errors of licence requests, moves and the admin licence routes (docs/rules/licences.md). */
export const licenceErrors = defineNamespace({
  fr: {
    license: {
      validation: {
        required: 'Veuillez saisir votre identifiant au format MachineId-Name.',
        missingDash: 'Le format doit être MachineId-Name (avec un tiret).',
        emptyMachineId: 'L’identifiant de machine (avant le tiret) est vide.',
        shortMachineId: 'L’identifiant de machine doit contenir au moins 8 caractères.',
        invalidMachineId:
          'L’identifiant de machine ne doit contenir que des lettres et des chiffres, comme NinjaTrader l’affiche.',
        emptyName: 'Le nom (après le tiret) est vide.',
        shortName: 'Le nom doit contenir au moins 2 caractères.',
        tooLong: 'L’identifiant (64 caractères au plus) ou le nom (60 au plus) est trop long.',
      },
      duplicate: 'Cette machine a déjà une licence pour ce produit, sous ce nom ou un autre.',
      orderNotFound: 'Commande introuvable.',
      orderNotPaid: 'Cette commande n’est pas payée : aucune licence ne peut être demandée.',
      productNotInOrder: 'Ce produit ne fait pas partie de cette commande.',
      quotaReached:
        'Toutes les licences de cette commande sont utilisées ({{quantity}} pour ce produit). Achetez un exemplaire de plus ou déplacez une licence existante.',
      notFound: 'Demande de licence introuvable.',
      notMovable: 'Seule une licence approuvée, exportée ou installée peut être déplacée.',
      moveOfEnded:
        'La licence que ce déplacement remplace a été révoquée ou refusée : le déplacement ne peut pas être approuvé.',
      movePending: 'Un déplacement de cette licence est déjà en attente.',
      moveCooldown: 'Cette licence a été déplacée récemment. Prochain déplacement possible le {{date}}.',
      notSigned:
        'Le fichier de licence n’est pas encore disponible : la demande doit d’abord être approuvée.',
      notExportable: 'Une demande rejetée, remplacée ou révoquée ne peut pas être exportée.',
      reasonRequired:
        'Indiquez la raison du refus dans la note : le client la lit dans son espace et dans l’e-mail de refus.',
      notKeepable:
        'Seule une licence révoquée par défaut après un remboursement partiel peut être conservée à la place d’une autre.',
      keepWindowPassed: 'Le délai pour choisir la licence à conserver après ce remboursement est passé.',
      releaseNotEligible:
        'La licence à libérer doit être une de vos licences actives pour le même produit de la même commande.',
      refresh: {
        malformed: 'Ce texte n’est pas un fichier de licence : envoyez le fichier .lic tel quel.',
        badSignature: 'Ce fichier de licence n’a pas été signé par cette boutique.',
        tampered: 'Ce fichier de licence a été modifié : sa signature ne correspond plus.',
        unknown: 'Aucune licence de cette boutique ne correspond à ce fichier.',
        revoked:
          'Cette licence a été révoquée (commande remboursée ou annulée) : elle ne peut plus être renouvelée.',
        replaced: 'Cette licence a été déplacée sur une autre machine : utilisez le fichier de la nouvelle.',
        rejected: 'Cette demande de licence a été refusée : le fichier ne peut pas être renouvelé.',
        notActive: 'Cette licence n’est pas active pour l’instant : le fichier ne peut pas être renouvelé.',
        orderNotPaid:
          'La commande de cette licence n’est plus payée : le fichier ne peut pas être renouvelé.',
        expired: 'Cet essai ou cette location est terminé : le fichier ne peut plus être renouvelé.',
      },
    },
  },
  en: {
    license: {
      validation: {
        required: 'Please enter your identifier in the MachineId-Name format.',
        missingDash: 'The format must be MachineId-Name (with a dash).',
        emptyMachineId: 'The machine ID (before the dash) is empty.',
        shortMachineId: 'The machine ID must be at least 8 characters long.',
        invalidMachineId: 'The machine ID may only contain letters and digits, as NinjaTrader shows it.',
        emptyName: 'The name (after the dash) is empty.',
        shortName: 'The name must be at least 2 characters long.',
        tooLong: 'The machine ID (64 characters at most) or the name (60 at most) is too long.',
      },
      duplicate: 'This machine already has a licence for this product, under this name or another.',
      orderNotFound: 'Order not found.',
      orderNotPaid: 'This order is not paid: no licence can be requested.',
      productNotInOrder: 'This product is not part of this order.',
      quotaReached:
        'Every licence of this order is in use ({{quantity}} for this product). Buy one more copy or move an existing licence.',
      notFound: 'Licence request not found.',
      notMovable: 'Only an approved, exported or installed licence can be moved.',
      moveOfEnded: 'The licence this move replaces was revoked or rejected: the move cannot be approved.',
      movePending: 'A move of this licence is already pending.',
      moveCooldown: 'This licence was moved recently. Next move possible on {{date}}.',
      notSigned: 'The licence file is not available yet: the request must be approved first.',
      notExportable: 'A rejected, replaced or revoked request cannot be exported.',
      reasonRequired:
        'Give the reason for the rejection in the note: the customer reads it in their account and in the rejection e-mail.',
      notKeepable:
        'Only a licence revoked by default after a partial refund can be kept instead of another one.',
      keepWindowPassed: 'The time to choose which licence to keep after this refund has passed.',
      releaseNotEligible:
        'The licence to release must be one of your active licences for the same product of the same order.',
      refresh: {
        malformed: 'This text is not a licence file: send the .lic file as it is.',
        badSignature: 'This licence file was not signed by this shop.',
        tampered: 'This licence file was changed: its signature no longer matches.',
        unknown: 'No licence of this shop matches this file.',
        revoked: 'This licence was revoked (order refunded or cancelled): it can no longer be renewed.',
        replaced: 'This licence was moved to another machine: use the new one’s file.',
        rejected: 'This licence request was declined: the file cannot be renewed.',
        notActive: 'This licence is not active at the moment: the file cannot be renewed.',
        orderNotPaid: 'The order of this licence is no longer paid: the file cannot be renewed.',
        expired: 'This trial or lease has ended: the file can no longer be renewed.',
      },
    },
  },
});
