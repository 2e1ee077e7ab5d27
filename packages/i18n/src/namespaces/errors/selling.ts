import { defineNamespace } from '../../define';

/** Errors of bundles (docs/rules/bundles.md) and upgrades (docs/rules/upgrades.md): the back-office's and the cart's. */
export const sellingErrors = defineNamespace({
  fr: {
    bundle: {
      containsItself: 'Un pack ne peut pas se contenir lui-même.',
      containsBundle: 'Un pack ne peut pas contenir un autre pack : « {{product}} » en est un.',
      isContained: 'Ce produit fait partie d’un pack : il ne peut pas devenir lui-même un pack.',
      unknownProduct: 'Un des produits choisis pour ce pack est introuvable.',
      tooMany: 'Un pack contient au plus 10 indicateurs.',
      duplicate: 'Chaque indicateur ne figure qu’une fois dans un pack.',
      allOwned: 'Vous possédez déjà tous les indicateurs du pack « {{product}} ».',
      oneWithCredit:
        'Vous possédez déjà un indicateur du pack « {{product}} » : il est déduit de son prix, achetez-le en un seul exemplaire.',
      isUpgradeSide: 'Un pack ne peut pas faire partie d’un chemin de mise à niveau.',
    },
    upgrade: {
      toItself: 'Un produit ne peut pas être mis à niveau vers lui-même.',
      unknownProduct: 'Le produit cible de cette mise à niveau est introuvable.',
      cycle: 'Le chemin inverse existe déjà : « {{product}} » se met déjà à niveau vers ce produit.',
      duplicate: 'Chaque produit cible ne figure qu’une fois.',
      windowRange: 'Indiquez un délai de 1 à 3650 jours, ou aucun.',
      notOwned:
        'Pour acheter cette mise à niveau, vous devez posséder le produit d’origine dans une commande payée et non remboursée.',
      noPath: '« {{product}} » ne se met pas à niveau vers « {{target}} ».',
      windowClosed: 'La mise à niveau de « {{product}} » n’était possible que jusqu’au {{date}}.',
      alreadyUpgraded: 'Cette commande de « {{product}} » a déjà été mise à niveau.',
      leaseOrder: 'Une location ne se met pas à niveau : seul un achat définitif le peut.',
      refundUnderWay:
        'Un remboursement de cette commande de « {{product}} » est en cours : elle ne peut pas être mise à niveau.',
      otherCurrency:
        'Une mise à niveau se paie dans la devise de l’achat d’origine : choisissez cette devise pour la commander.',
    },
  },
  en: {
    bundle: {
      containsItself: 'A bundle cannot contain itself.',
      containsBundle: 'A bundle cannot contain another bundle: “{{product}}” is one.',
      isContained: 'This product is part of a bundle: it cannot become a bundle itself.',
      unknownProduct: 'One of the products chosen for this bundle cannot be found.',
      tooMany: 'A bundle contains at most 10 indicators.',
      duplicate: 'Each indicator appears only once in a bundle.',
      allOwned: 'You already own every indicator of the bundle “{{product}}”.',
      oneWithCredit:
        'You already own an indicator of the bundle “{{product}}”: it is taken off its price, buy a single copy of it.',
      isUpgradeSide: 'A bundle cannot be part of an upgrade path.',
    },
    upgrade: {
      toItself: 'A product cannot be upgraded to itself.',
      unknownProduct: 'The target product of this upgrade cannot be found.',
      cycle: 'The reverse path exists already: “{{product}}” already upgrades to this product.',
      duplicate: 'Each target product appears only once.',
      windowRange: 'Enter a period of 1 to 3650 days, or none.',
      notOwned:
        'To buy this upgrade you must own the original product in a paid order that was not refunded.',
      noPath: '“{{product}}” does not upgrade to “{{target}}”.',
      windowClosed: 'The upgrade of “{{product}}” was only possible until {{date}}.',
      alreadyUpgraded: 'This order of “{{product}}” has already been upgraded.',
      leaseOrder: 'A lease cannot be upgraded: only a lifetime purchase can.',
      refundUnderWay: 'A refund of this order of “{{product}}” is under way: it cannot be upgraded.',
      otherCurrency:
        'An upgrade is paid in the currency of the original purchase: choose that currency to order it.',
    },
  },
});
