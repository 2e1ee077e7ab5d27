import { defineNamespace } from '../../define';

/** The licence requests tab (docs/rules/licences.md); statuses come from the `licences` namespace. */
export const adminLicences = defineNamespace({
  fr: {
    licences: {
      title: 'Demandes de licence',
      filter: 'Statut',
      all: 'Tous',
      user: 'Client',
      product: 'Produit',
      machineId: 'Machine ID',
      machineName: 'Nom',
      status: 'Statut',
      date: 'Date',
      delivery: 'Export',
      process: 'Traiter',
      export: 'Exporter vers le serveur',
      resend: 'Renvoyer',
      exporting: 'Export…',
      exported: 'Licence exportée.',
      empty: 'Aucune demande de licence.',
      unknownUser: 'Utilisateur inconnu',
      exportError: 'Erreur lors de l’export',
      modal: {
        title: 'Traiter la demande',
        status: 'Nouveau statut',
        notes: 'Notes (facultatif)',
      },
    },
  },
  en: {
    licences: {
      title: 'Licence requests',
      filter: 'Status',
      all: 'All',
      user: 'Customer',
      product: 'Product',
      machineId: 'Machine ID',
      machineName: 'Name',
      status: 'Status',
      date: 'Date',
      delivery: 'Export',
      process: 'Process',
      export: 'Export to server',
      resend: 'Resend',
      exporting: 'Exporting…',
      exported: 'Licence exported.',
      empty: 'No licence requests.',
      unknownUser: 'Unknown user',
      exportError: 'Export failed',
      modal: {
        title: 'Process the request',
        status: 'New status',
        notes: 'Notes (optional)',
      },
    },
  },
});
