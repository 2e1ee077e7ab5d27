import { defineNamespace } from '../../define';

/** The users tab. */
export const adminUsers = defineNamespace({
  fr: {
    users: {
      searchPlaceholder: 'Rechercher par nom ou e-mail',
      columns: {
        name: 'Nom',
        email: 'E-mail',
        createdAt: 'Inscrit le',
        role: 'Rôle',
        billing: 'Facturation',
      },
      customer: 'Client',
      billingSet: 'Renseignée',
      billingMissing: 'Non renseignée',
      empty: 'Aucun utilisateur trouvé',
      editTitle: 'Modifier {{name}}',
      name: 'Nom',
      email: 'E-mail',
      isAdmin: 'Administrateur',
      billingTitle: 'Facturation',
      billingHint: 'Laissez tous les champs vides pour ne garder aucune coordonnée de facturation.',
      saved: 'Utilisateur {{name}} enregistré.',
      machinesButton: 'Machines',
      machines: {
        title: 'Machines de {{name}}',
        intro:
          'Les machines de chaque produit, connectées depuis l’indicateur ou licenciées par Machine ID. Une machine connectée depuis l’indicateur peut être libérée ici ; une licence par Machine ID se déplace depuis l’onglet Licences.',
        none: 'Aucune machine connectée.',
        used: '{{machines}} machine(s) sur {{allowed}} ({{seats}} licence(s) × {{perSeat}})',
        freed: '{{machine}} est libérée.',
        loadError: 'Impossible de charger les machines de ce client.',
      },
    },
  },
  en: {
    users: {
      searchPlaceholder: 'Search by name or e-mail',
      columns: { name: 'Name', email: 'E-mail', createdAt: 'Joined', role: 'Role', billing: 'Billing' },
      customer: 'Customer',
      billingSet: 'Provided',
      billingMissing: 'Not provided',
      empty: 'No users found',
      editTitle: 'Edit {{name}}',
      name: 'Name',
      email: 'E-mail',
      isAdmin: 'Administrator',
      billingTitle: 'Billing',
      billingHint: 'Leave every field empty to keep no billing details.',
      saved: 'User {{name}} saved.',
      machinesButton: 'Machines',
      machines: {
        title: "{{name}}'s machines",
        intro:
          'Each product’s machines, signed in from the indicator or licensed by Machine ID. A machine signed in from the indicator may be freed here; a Machine-ID licence is moved from the Licences tab.',
        none: 'No machine connected.',
        used: '{{machines}} of {{allowed}} machine(s) ({{seats}} licence(s) × {{perSeat}})',
        freed: '{{machine}} is freed.',
        loadError: "This customer's machines could not be loaded.",
      },
    },
  },
});
