import { defineNamespace } from '../define';

/**
 * Texts of the payment reminder (docs/rules/checkout.md, "Payment reminder"): the one e-mail a buyer who asked
 * for it in the cart receives when a card checkout stays unpaid, in their language. The greeting is
 * `emails:account.greeting`; `{{products}}` lists the order's products, `{{total}}` is its total with its currency.
 */
export const checkoutEmails = defineNamespace({
  fr: {
    paymentReminder: {
      subject: 'Votre commande vous attend : {{products}}',
      title: 'Vous n’avez pas terminé votre paiement',
      body: 'Votre commande de {{products}} ({{total}}) n’est pas payée. Le lien ci-dessous remplit à nouveau votre panier : vérifiez-le et payez quand vous le souhaitez. Les prix affichés sont ceux du moment.',
      action: 'Reprendre mon panier',
      footer:
        'Vous recevez cet unique rappel parce que vous l’avez demandé dans votre panier. Le lien est personnel : il ne fonctionne que connecté à votre compte, pendant 7 jours.',
    },
  },
  en: {
    paymentReminder: {
      subject: 'Your order is waiting: {{products}}',
      title: 'You did not finish paying',
      body: 'Your order of {{products}} ({{total}}) is not paid. The link below fills your cart again: check it and pay whenever you wish. Prices shown are the current ones.',
      action: 'Back to my cart',
      footer:
        'You receive this one reminder because you asked for it in your cart. The link is personal: it works only signed in to your account, for 7 days.',
    },
  },
});
