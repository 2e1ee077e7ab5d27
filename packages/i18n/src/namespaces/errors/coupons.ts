import { defineNamespace } from '../../define';

/** Errors of coupons (docs/rules/coupons.md): the cart's refusals and the back-office's. */
export const couponErrors = defineNamespace({
  fr: {
    coupon: {
      unknown: 'Ce code promo n’existe pas.',
      expired: 'Ce code promo a expiré.',
      notStarted: 'Ce code promo n’est pas encore valable.',
      usedUp: 'Ce code promo a atteint son nombre maximal d’utilisations.',
      alreadyUsed: 'Vous avez déjà utilisé ce code promo.',
      firstPurchaseOnly: 'Ce code promo est réservé à une première commande.',
      notApplicable: 'Ce code promo ne s’applique à aucun produit de votre panier.',
      euroOnly: 'Ce code promo est un montant en euros : il ne s’applique qu’à un paiement en euros.',
      codeFormat: 'Un code promo compte de 3 à 32 lettres, chiffres, tirets ou soulignés.',
      valueRange: 'Indiquez un pourcentage entier de 1 à 100, ou un montant positif en euros.',
      amountInEuros: 'Un code promo à montant fixe est en euros.',
      datesOrder: 'La date de fin doit suivre la date de début.',
      codeTaken: 'Un autre code promo porte déjà ce code.',
      notFound: 'Code promo introuvable.',
      productNotFound: 'Le produit choisi pour ce code promo est introuvable.',
    },
  },
  en: {
    coupon: {
      unknown: 'This coupon code does not exist.',
      expired: 'This coupon code has expired.',
      notStarted: 'This coupon code is not valid yet.',
      usedUp: 'This coupon code has reached its maximum number of uses.',
      alreadyUsed: 'You have already used this coupon code.',
      firstPurchaseOnly: 'This coupon code is for a first order only.',
      notApplicable: 'This coupon code applies to no product in your cart.',
      euroOnly: 'This coupon code is an amount in euros: it applies only to a payment in euros.',
      codeFormat: 'A coupon code has 3 to 32 letters, digits, dashes or underscores.',
      valueRange: 'Enter a whole percentage from 1 to 100, or a positive amount in euros.',
      amountInEuros: 'A fixed-amount coupon is in euros.',
      datesOrder: 'The end date must come after the start date.',
      codeTaken: 'Another coupon already has this code.',
      notFound: 'Coupon not found.',
      productNotFound: 'The product chosen for this coupon cannot be found.',
    },
  },
});
