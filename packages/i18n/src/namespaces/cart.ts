import { defineNamespace } from '../define';

/** The cart page (/cart). The checkout button's texts belong to the checkout namespace. */
export const cart = defineNamespace({
  fr: {
    title: 'Mon panier',
    empty: {
      title: 'Votre panier est vide',
      text: 'Parcourez nos indicateurs et ajoutez ceux qui vous intéressent.',
      link: 'Voir les indicateurs',
    },
    line: {
      unitPrice: 'Prix unitaire :',
      quantity: 'Quantité',
      quantityFor: 'Quantité pour {{name}}',
      remove: 'Retirer',
      removeFor: 'Retirer {{name}} du panier',
      subtotal: 'Sous-total',
    },
    summary: {
      title: 'Récapitulatif',
      items: '{{count}} article(s)',
      total: 'Total TTC',
      totalReverseCharge: 'Total HT (autoliquidation)',
      vatIncluded: 'dont TVA {{rate}} % : {{amount}}',
      vatNote: 'Prix en euros, TVA incluse.',
      vatNoteUsd: 'Prix en dollars US, TVA incluse.',
      reverseChargeNote: 'Prix en euros hors TVA : autoliquidation, la TVA est due par votre entreprise.',
      reverseChargeNoteUsd:
        'Prix en dollars US hors TVA : autoliquidation, la TVA est due par votre entreprise.',
      reverseChargePending:
        'Le service européen VIES ne répond pas : votre n° de TVA n’a pas pu être vérifié. La TVA est facturée ; l’autoliquidation s’appliquera dès sa confirmation et la TVA vous sera alors remboursée (avoir).',
    },
    free: 'Gratuit',
    continue: 'Continuer mes achats',
    notices: {
      title: 'Votre panier a été mis à jour',
      priceChanged: '{{name}} : {{from}} → {{to}}',
      removed: '« {{name}} » n’est plus disponible et a été retiré de votre panier.',
      review: 'Vérifiez le nouveau total, puis cliquez à nouveau sur « Passer la commande ».',
      dismiss: 'J’ai compris',
    },
  },
  en: {
    title: 'My cart',
    empty: {
      title: 'Your cart is empty',
      text: 'Browse our indicators and add the ones you like.',
      link: 'See the indicators',
    },
    line: {
      unitPrice: 'Unit price:',
      quantity: 'Quantity',
      quantityFor: 'Quantity for {{name}}',
      remove: 'Remove',
      removeFor: 'Remove {{name}} from the cart',
      subtotal: 'Subtotal',
    },
    summary: {
      title: 'Summary',
      items: '{{count}} item(s)',
      total: 'Total incl. VAT',
      totalReverseCharge: 'Total excl. VAT (reverse charge)',
      vatIncluded: 'incl. VAT {{rate}} %: {{amount}}',
      vatNote: 'Prices in euros, VAT included.',
      vatNoteUsd: 'Prices in US dollars, VAT included.',
      reverseChargeNote:
        'Prices in euros excluding VAT: reverse charge, the VAT is accounted for by your company.',
      reverseChargeNoteUsd:
        'Prices in US dollars excluding VAT: reverse charge, the VAT is accounted for by your company.',
      reverseChargePending:
        'The EU VIES service is not answering: your VAT number could not be checked. VAT is charged; reverse charge applies once the number is confirmed, and the VAT is then refunded to you (credit note).',
    },
    free: 'Free',
    continue: 'Continue shopping',
    notices: {
      title: 'Your cart was updated',
      priceChanged: '{{name}}: {{from}} → {{to}}',
      removed: '“{{name}}” is no longer available and was removed from your cart.',
      review: 'Check the new total, then click “Proceed to checkout” again.',
      dismiss: 'Got it',
    },
  },
});
