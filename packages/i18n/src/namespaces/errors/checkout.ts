import { defineNamespace } from '../../define';

/** Errors of checkout, orders, invoices and signed file downloads. */
export const checkoutErrors = defineNamespace({
  fr: {
    checkout: {
      unknownProduct: 'Un produit du panier est introuvable. Retirez-le et réessayez.',
      quantityUnavailable: 'Quantité indisponible pour « {{product}} » (maximum {{max}}).',
      productUnavailable: '« {{product}} » n’est plus en vente. Retirez-le du panier et réessayez.',
      outOfStock: '« {{product}} » est en rupture de stock. Retirez-le du panier et réessayez.',
      freeOnePerAccount: '« {{product}} » est gratuit : un exemplaire par compte, quantité 1.',
      notFree: 'Le panier contient des produits payants : utilisez le paiement par carte.',
      pricesChanged:
        'Des prix ont changé depuis que vous les avez vus. Vérifiez votre panier avant de payer.',
      priceChangedLine: '« {{product}} » : {{from}} → {{to}}',
      totalChanged:
        'Avec ces coordonnées de facturation, le total passe de {{from}} à {{to}}. Vérifiez-le, puis cliquez à nouveau.',
      allFree: 'Tous les produits du panier sont gratuits : utilisez la commande gratuite.',
      paymentUnavailable: 'Le service de paiement est momentanément indisponible. Réessayez plus tard.',
      invalidSignature: 'Signature du webhook invalide.',
      sessionMismatch: 'Cette session de paiement ne correspond pas à la commande.',
      withdrawalConsentRequired:
        "Cochez la case : vous demandez l'accès immédiat aux indicateurs et renoncez à votre droit de rétractation.",
      reminderLinkInvalid:
        'Ce lien de rappel de paiement n’est pas valable pour votre compte, ou il a expiré. Votre panier reste accessible.',
      reminderOrderPaid: 'Cette commande est déjà payée : retrouvez-la dans vos commandes.',
      billingRequired:
        'Indiquez votre nom et votre adresse de facturation (adresse, code postal, ville, pays) : ils figurent sur votre facture.',
      ninjaTraderEmailRequired:
        'Indiquez l’e-mail de votre compte NinjaTrader : la licence d’un indicateur de ce panier est délivrée par NinjaTrader à ce compte.',
      ninjaTraderEmailInvalid: 'L’e-mail du compte NinjaTrader n’est pas une adresse valide.',
      vatNumberRefused:
        'Le numéro de TVA {{vat}} n’est pas enregistré dans VIES, le registre européen : corrigez-le ou achetez sans numéro de TVA.',
    },
    order: {
      notFound: 'Commande introuvable.',
    },
    invoice: {
      notAvailable: 'PDF non disponible',
    },
    files: {
      linkInvalid: 'Lien de téléchargement invalide ou expiré.',
      notFound: 'Fichier non trouvé sur le serveur',
      linkForeign: 'Ce lien de téléchargement a été créé pour un autre compte.',
      badKey: 'Nom de fichier invalide.',
      rangeNotSatisfiable: 'La plage demandée dépasse la taille du fichier.',
    },
  },
  en: {
    checkout: {
      unknownProduct: 'A product in the cart no longer exists. Remove it and try again.',
      quantityUnavailable: 'Quantity unavailable for “{{product}}” (maximum {{max}}).',
      productUnavailable: '“{{product}}” is no longer on sale. Remove it from the cart and try again.',
      outOfStock: '“{{product}}” is out of stock. Remove it from the cart and try again.',
      freeOnePerAccount: '“{{product}}” is free: one copy per account, quantity 1.',
      notFree: 'The cart holds paid products: use card payment.',
      pricesChanged: 'Some prices changed since you saw them. Check your cart before paying.',
      priceChangedLine: '“{{product}}”: {{from}} → {{to}}',
      totalChanged:
        'With these billing details the total goes from {{from}} to {{to}}. Check it, then click again.',
      allFree: 'Every product in the cart is free: use the free checkout.',
      paymentUnavailable: 'The payment service is temporarily unavailable. Please try again later.',
      invalidSignature: 'Invalid webhook signature.',
      sessionMismatch: 'This payment session does not match the order.',
      withdrawalConsentRequired:
        'Tick the box: you ask for immediate access to the indicators and waive your right of withdrawal.',
      reminderLinkInvalid:
        'This payment reminder link is not valid for your account, or it has expired. Your cart is still there.',
      reminderOrderPaid: 'This order is already paid: you will find it in your orders.',
      billingRequired:
        'Enter your billing name and address (street, postcode, city, country): they appear on your invoice.',
      ninjaTraderEmailRequired:
        'Enter your NinjaTrader account e-mail: the licence of an indicator in this cart is delivered by NinjaTrader to that account.',
      ninjaTraderEmailInvalid: 'The NinjaTrader account e-mail is not a valid address.',
      vatNumberRefused:
        'The VAT number {{vat}} is not registered in VIES, the EU register: correct it or buy without a VAT number.',
    },
    order: {
      notFound: 'Order not found.',
    },
    invoice: {
      notAvailable: 'PDF not available',
    },
    files: {
      linkInvalid: 'Invalid or expired download link.',
      notFound: 'File not found on the server',
      linkForeign: 'This download link was created for another account.',
      badKey: 'Invalid file name.',
      rangeNotSatisfiable: 'The requested range lies beyond the end of the file.',
    },
  },
});
