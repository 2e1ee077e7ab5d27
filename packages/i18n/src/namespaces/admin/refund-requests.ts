import { defineNamespace } from '../../define';

/** The orders tab's queue of buyers' refund requests (docs/rules/refunds.md). */
export const adminRefundRequests = defineNamespace({
  fr: {
    refundRequests: {
      title: 'Demandes de remboursement en attente ({{count}})',
      empty: 'Aucune demande de remboursement en attente.',
      columns: {
        order: 'Commande',
        customer: 'Client',
        date: 'Demandée le',
        lines: 'Produits',
        amount: 'Montant',
        reason: 'Raison',
      },
      noReason: 'Aucune raison donnée',
      approve: 'Approuver',
      approveLabel: 'Approuver la demande de la commande {{id}}',
      decline: 'Refuser',
      declineLabel: 'Refuser la demande de la commande {{id}}',
      confirmTitle: 'Approuver la demande de remboursement',
      confirmMessage:
        '{{amount}} seront remboursés à {{name}} via Stripe pour la commande {{id}} ; un avoir est émis et le client prévenu.',
      approved: 'Demande de la commande {{id}} approuvée : remboursement effectué.',
      declined: 'Demande de la commande {{id}} refusée : le client a reçu la raison.',
      error: 'La décision n’a pas pu être enregistrée.',
      declineTitle: 'Refuser la demande — commande {{id}}',
      declineReason: 'Raison envoyée au client',
      declineHint: 'Entre 3 et 500 caractères, dans la langue du client de préférence.',
      close: 'Fermer',
      cancel: 'Annuler',
      save: 'Refuser la demande',
      saving: 'Enregistrement…',
    },
  },
  en: {
    refundRequests: {
      title: 'Open refund requests ({{count}})',
      empty: 'No open refund request.',
      columns: {
        order: 'Order',
        customer: 'Customer',
        date: 'Requested on',
        lines: 'Products',
        amount: 'Amount',
        reason: 'Reason',
      },
      noReason: 'No reason given',
      approve: 'Approve',
      approveLabel: 'Approve the request of order {{id}}',
      decline: 'Decline',
      declineLabel: 'Decline the request of order {{id}}',
      confirmTitle: 'Approve the refund request',
      confirmMessage:
        '{{amount}} will be refunded to {{name}} through Stripe for order {{id}}; a credit note is issued and the customer told.',
      approved: 'Request of order {{id}} approved: refund made.',
      declined: 'Request of order {{id}} declined: the customer was sent the reason.',
      error: 'The decision could not be recorded.',
      declineTitle: 'Decline the request — order {{id}}',
      declineReason: 'Reason sent to the customer',
      declineHint: 'Between 3 and 500 characters, in the customer’s language if possible.',
      close: 'Close',
      cancel: 'Cancel',
      save: 'Decline the request',
      saving: 'Saving…',
    },
  },
});
