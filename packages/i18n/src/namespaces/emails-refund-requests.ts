import { defineNamespace } from '../define';

/** E-mails of a buyer's refund request (docs/rules/refunds.md), merged into the `emails` namespace. */
export const refundRequestEmails = defineNamespace({
  fr: {
    refundRequest: {
      staff: {
        subject: '[Remboursement] Demande pour la commande {{id}}',
        title: 'Nouvelle demande de remboursement',
        from: 'De : {{name}} <{{email}}> (langue : {{language}})',
        order: 'Commande {{id}}, payée le {{paidAt}}.',
        lines: 'Demandé : {{lines}}, soit {{amount}}.',
        reason: 'Raison : {{reason}}',
        noReason: 'Aucune raison donnée (la garantie n’en demande pas).',
        footer:
          'Approuvez-la (le remboursement est alors effectué) ou refusez-la avec une raison dans le back-office, onglet Commandes.',
      },
      received: {
        subject: 'Votre demande de remboursement pour la commande {{id}} est reçue',
        title: 'Demande de remboursement reçue',
        body: 'Nous avons bien reçu votre demande de remboursement pour la commande {{id}} : {{lines}}, soit {{amount}}.',
        next: 'Nous répondons sous 48 heures ouvrées ; le remboursement intervient dans les 14 jours suivant l’acceptation de la demande.',
      },
      approved: {
        subject: 'Votre remboursement pour la commande {{id}} est accepté',
        title: 'Remboursement accepté',
        body: 'Nous avons accepté votre demande de remboursement pour la commande {{id}} : {{amount}} vous sont remboursés sur la carte utilisée lors de l’achat ({{lines}}).',
        next: 'Le délai d’apparition sur votre relevé dépend de votre banque. Les licences des produits remboursés sont désactivées.',
      },
      declined: {
        subject: 'Votre demande de remboursement pour la commande {{id}} est refusée',
        title: 'Demande de remboursement refusée',
        body: 'Nous ne pouvons pas accepter votre demande de remboursement pour la commande {{id}}. Raison donnée par notre équipe : {{reason}}',
        next: 'Pour toute question sur cette décision, contactez le support.',
      },
    },
  },
  en: {
    refundRequest: {
      staff: {
        subject: '[Refund] Request for order {{id}}',
        title: 'New refund request',
        from: 'From: {{name}} <{{email}}> (language: {{language}})',
        order: 'Order {{id}}, paid on {{paidAt}}.',
        lines: 'Asked for: {{lines}}, that is {{amount}}.',
        reason: 'Reason: {{reason}}',
        noReason: 'No reason given (the guarantee asks for none).',
        footer:
          'Approve it (the refund is then made) or decline it with a reason in the back-office, Orders tab.',
      },
      received: {
        subject: 'Your refund request for order {{id}} is received',
        title: 'Refund request received',
        body: 'We have received your refund request for order {{id}}: {{lines}}, that is {{amount}}.',
        next: 'We reply within 48 business hours; the refund is issued within 14 days of the request being accepted.',
      },
      approved: {
        subject: 'Your refund for order {{id}} is accepted',
        title: 'Refund accepted',
        body: 'We have accepted your refund request for order {{id}}: {{amount}} is refunded to the card used for the purchase ({{lines}}).',
        next: 'How long it takes to appear on your statement depends on your bank. The licences of the refunded products are deactivated.',
      },
      declined: {
        subject: 'Your refund request for order {{id}} is declined',
        title: 'Refund request declined',
        body: 'We cannot accept your refund request for order {{id}}. The reason our team gave: {{reason}}',
        next: 'For any question about this decision, contact support.',
      },
    },
  },
});
