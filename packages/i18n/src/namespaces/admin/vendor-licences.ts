import { defineNamespace } from '../../define';

/** The back-office's NinjaTrader tab: licences to create and revoke (docs/rules/vendor-licences.md). */
export const adminVendorLicences = defineNamespace({
  fr: {
    vendorLicences: {
      title: 'Licences NinjaTrader',
      intro:
        'Les produits dont la licence est délivrée par NinjaTrader : créez ou révoquez chaque licence dans le portail vendeur NinjaTrader, puis marquez la tâche faite. L’acheteur voit l’état de sa licence.',
      show: 'Afficher',
      pending: 'À faire',
      done: 'Faites',
      empty: 'Aucune tâche.',
      exportCsv: 'Exporter les tâches à faire (CSV)',
      action: 'Action',
      actions: { create: 'Créer', revoke: 'Révoquer' },
      account: 'Compte NinjaTrader (client)',
      product: 'Produit',
      reason: 'Motif',
      reasons: {
        purchase: 'Achat',
        refund: 'Remboursement',
        unpaid: 'Commande marquée impayée ou annulée',
        leaseEnd: 'Fin de location',
      },
      asked: 'Demandée / faite',
      doneOn: 'Faite le {{date}} par {{by}}',
      copy: 'Copier',
      copied: '{{email}} et le produit sont copiés.',
      copyFailed: 'La copie a échoué : sélectionnez le texte à la main.',
      markDone: 'Marquer faite',
      undo: 'Annuler',
      markedDone: 'Tâche marquée faite.',
      undone: 'Tâche remise à faire.',
    },
  },
  en: {
    vendorLicences: {
      title: 'NinjaTrader licences',
      intro:
        'Products whose licence NinjaTrader delivers: create or revoke each licence in NinjaTrader’s vendor portal, then mark the task done. The buyer sees their licence’s state.',
      show: 'Show',
      pending: 'To do',
      done: 'Done',
      empty: 'No task.',
      exportCsv: 'Export the tasks to do (CSV)',
      action: 'Action',
      actions: { create: 'Create', revoke: 'Revoke' },
      account: 'NinjaTrader account (customer)',
      product: 'Product',
      reason: 'Reason',
      reasons: {
        purchase: 'Purchase',
        refund: 'Refund',
        unpaid: 'Order marked unpaid or cancelled',
        leaseEnd: 'Lease ended',
      },
      asked: 'Asked / done',
      doneOn: 'Done on {{date}} by {{by}}',
      copy: 'Copy',
      copied: '{{email}} and the product are copied.',
      copyFailed: 'Copying failed: select the text by hand.',
      markDone: 'Mark done',
      undo: 'Undo',
      markedDone: 'Task marked done.',
      undone: 'Task back to do.',
    },
  },
});
