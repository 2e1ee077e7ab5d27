import { defineNamespace } from '../define';

/** The checkout: the checkout button, the product page's subscription, the free-order page and the success page. */
export const checkout = defineNamespace({
  fr: {
    button: {
      checkout: 'Passer la commande',
      redirecting: 'Redirection vers le paiement…',
      noUrl: "Le service de paiement n'a pas renvoyé d'adresse. Veuillez réessayer.",
      mixedCart: 'Les paniers mixtes (gratuits et payants) ne sont pas encore pris en charge.',
    },
    coupon: {
      label: 'Code promo',
      apply: 'Appliquer',
      applied: 'Code promo {{code}}',
      total: 'Total après remise',
      remove: 'Retirer le code',
    },
    bundleCredit: {
      line: 'Déjà achetés, déduits du pack : {{products}}',
      total: 'Total à payer',
    },
    withdrawal: {
      consent:
        'Je demande l’accès immédiat aux indicateurs dès ma commande et je reconnais perdre ainsi mon droit de rétractation de 14 jours (article L221-28 du Code de la consommation).',
      guarantee: 'Notre garantie « satisfait ou remboursé » de 7 jours reste acquise.',
      required:
        'Cochez cette case pour commander : sans votre accord, nous ne pouvons pas livrer tout de suite.',
    },
    lease: {
      title: 'S’abonner',
      plan: 'Formule d’abonnement',
      monthly: 'S’abonner au mois',
      yearly: 'S’abonner à l’année',
      renews: 'Renouvelé automatiquement à chaque échéance ; résiliable à tout moment depuis votre profil.',
      subscribe: 'S’abonner',
      signIn: 'Connectez-vous pour vous abonner',
    },
    billing: {
      title: 'Adresse de facturation',
      why: 'Elle figure sur votre facture. Nous la gardons pour vos prochaines commandes ; vous pouvez la changer dans votre profil.',
      loading: 'Chargement du formulaire de facturation…',
    },
    free: {
      title: 'Commande gratuite',
      summary: 'Récapitulatif de la commande',
      quantity: 'Quantité : {{qty}}',
      total: 'Total',
      confirm: 'Confirmer la commande gratuite',
      close: 'Fermer et revenir au panier',
      empty: 'Votre panier ne contient aucun indicateur gratuit.',
      backToCart: 'Retour au panier',
      steps: {
        verifying: 'Vérification des informations…',
        validating: 'Validation de la commande…',
        processing: 'Traitement du paiement…',
        finalizing: 'Finalisation…',
      },
      failed: 'La commande gratuite a échoué : {{message}}',
    },
    success: {
      verifying: 'Vérification du paiement…',
      title: 'Paiement réussi !',
      freeTitle: 'Commande confirmée !',
      orderNumber: 'Numéro de commande : {{id}}',
      available: 'Vos indicateurs sont disponibles dans votre espace client.',
      emailSent: 'Un e-mail de confirmation vous a été envoyé.',
      redirecting: 'Redirection vers vos commandes dans {{seconds}} s…',
      stay: 'Rester sur cette page',
      viewOrders: 'Voir mes commandes',
      backToCart: 'Retour au panier',
      errorTitle: 'Vérification impossible',
      errors: {
        invalidId: 'Identifiant de session ou de commande invalide.',
        unauthorized: 'Accès non autorisé.',
        timeout:
          'La vérification du paiement prend plus de temps que prévu. Consultez votre profil pour connaître le statut de votre commande.',
        notFound: 'Commande introuvable : vérifiez le lien ou consultez vos commandes dans votre profil.',
        orderVerification: 'Impossible de vérifier votre commande.',
        paymentVerification: 'Impossible de vérifier votre paiement.',
        general: 'Une erreur est survenue lors de la vérification.',
      },
    },
  },
  en: {
    button: {
      checkout: 'Proceed to checkout',
      redirecting: 'Redirecting to payment…',
      noUrl: 'The payment service returned no address. Please try again.',
      mixedCart: 'Mixed carts (free and paid) are not supported yet.',
    },
    coupon: {
      label: 'Coupon code',
      apply: 'Apply',
      applied: 'Coupon {{code}}',
      total: 'Total after discount',
      remove: 'Remove the code',
    },
    bundleCredit: {
      line: 'Already bought, taken off the bundle: {{products}}',
      total: 'Total to pay',
    },
    withdrawal: {
      consent:
        'I ask for immediate access to the indicators as soon as I order and I acknowledge that I thereby lose my 14-day right of withdrawal (Directive 2011/83/EU, article 16(m)).',
      guarantee: 'Our 7-day money-back guarantee still applies.',
      required: 'Tick this box to order: without your consent we cannot deliver right away.',
    },
    lease: {
      title: 'Subscribe',
      plan: 'Subscription plan',
      monthly: 'Subscribe monthly',
      yearly: 'Subscribe yearly',
      renews: 'Renews automatically at each period end; cancel any time from your profile.',
      subscribe: 'Subscribe',
      signIn: 'Sign in to subscribe',
    },
    billing: {
      title: 'Billing address',
      why: 'It appears on your invoice. We keep it for your next orders; you can change it in your profile.',
      loading: 'Loading the billing form…',
    },
    free: {
      title: 'Free order',
      summary: 'Order summary',
      quantity: 'Quantity: {{qty}}',
      total: 'Total',
      confirm: 'Confirm free order',
      close: 'Close and return to cart',
      empty: 'Your cart holds no free indicator.',
      backToCart: 'Back to cart',
      steps: {
        verifying: 'Verifying information…',
        validating: 'Validating order…',
        processing: 'Processing payment…',
        finalizing: 'Finalizing…',
      },
      failed: 'The free order failed: {{message}}',
    },
    success: {
      verifying: 'Verifying payment…',
      title: 'Payment successful!',
      freeTitle: 'Order confirmed!',
      orderNumber: 'Order number: {{id}}',
      available: 'Your indicators are available in your account.',
      emailSent: 'A confirmation e-mail has been sent to you.',
      redirecting: 'Redirecting to your orders in {{seconds}} s…',
      stay: 'Stay on this page',
      viewOrders: 'View my orders',
      backToCart: 'Back to cart',
      errorTitle: 'Verification failed',
      errors: {
        invalidId: 'Invalid session or order ID.',
        unauthorized: 'Unauthorized access.',
        timeout:
          'Payment verification is taking longer than expected. Check your profile for the order status.',
        notFound: 'Order not found: check the link or see your orders in your profile.',
        orderVerification: 'Could not verify your order.',
        paymentVerification: 'Could not verify your payment.',
        general: 'An error occurred during verification.',
      },
    },
  },
});
