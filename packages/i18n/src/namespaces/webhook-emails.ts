import { defineNamespace } from '../define';

/** The e-mail telling the owner the shop turned a failing webhook endpoint off (docs/rules/webhooks.md). */
export const webhookEmails = defineNamespace({
  fr: {
    disabled: {
      subject: 'Webhooks : point de réception désactivé ({{url}})',
      title: 'Un point de réception de webhooks a été désactivé',
      body: 'Les envois vers {{url}} ont échoué de façon répétée (dernier échec : {{error}}). La boutique a désactivé ce point de réception le {{date}} ; les événements suivants ne lui sont plus envoyés. Corrigez l’adresse ou l’outil, puis réactivez-le et renvoyez les envois manqués depuis l’onglet Webhooks du back-office.',
      action: 'Ouvrir les webhooks',
      footer: 'Vous recevez cet e-mail parce que vous administrez la boutique.',
    },
  },
  en: {
    disabled: {
      subject: 'Webhooks: endpoint turned off ({{url}})',
      title: 'A webhook endpoint was turned off',
      body: 'Deliveries to {{url}} failed again and again (last failure: {{error}}). The shop turned this endpoint off on {{date}}; later events are no longer sent to it. Fix the address or the tool, then turn it back on and send the missed deliveries again from the back-office’s Webhooks tab.',
      action: 'Open webhooks',
      footer: 'You receive this e-mail because you run the shop.',
    },
  },
});
