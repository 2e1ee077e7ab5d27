import { defineNamespace } from '../../define';

/** The newsletter tab. */
export const adminNewsletter = defineNamespace({
  fr: {
    newsletter: {
      title: 'Abonnés à la newsletter',
      stats: { total: 'Total', active: 'Actifs', inactive: 'Inactifs', thisMonth: 'Ce mois-ci' },
      searchPlaceholder: 'Rechercher par e-mail',
      statusLabel: 'Statut',
      status: { all: 'Tous', active: 'Actifs', inactive: 'Inactifs' },
      columns: { email: 'E-mail', status: 'Statut', subscribedAt: 'Inscrit le', source: 'Source' },
      active: 'Actif',
      inactive: 'Inactif',
      empty: 'Aucun abonné trouvé',
      confirmDelete: "Êtes-vous sûr de vouloir supprimer l'abonné {{email}} ?",
      deleteFailed: "Erreur lors de la suppression de l'abonné",
      loadFailed: 'Erreur lors du chargement des abonnés',
      missingToken: "Token d'authentification manquant",
      deleted: "L'abonné {{email}} a été supprimé.",
      exportCsv: 'Exporter les abonnés actifs (CSV)',
    },
  },
  en: {
    newsletter: {
      title: 'Newsletter subscribers',
      stats: { total: 'Total', active: 'Active', inactive: 'Inactive', thisMonth: 'This month' },
      searchPlaceholder: 'Search by e-mail',
      statusLabel: 'Status',
      status: { all: 'All', active: 'Active', inactive: 'Inactive' },
      columns: { email: 'E-mail', status: 'Status', subscribedAt: 'Subscribed on', source: 'Source' },
      active: 'Active',
      inactive: 'Inactive',
      empty: 'No subscribers found',
      confirmDelete: 'Are you sure you want to delete the subscriber {{email}}?',
      deleteFailed: 'Error while deleting the subscriber',
      loadFailed: 'Error while loading the subscribers',
      missingToken: 'Authentication token missing',
      deleted: 'The subscriber {{email}} was deleted.',
      exportCsv: 'Export active subscribers (CSV)',
    },
  },
});
