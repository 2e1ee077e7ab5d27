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
    },
  },
});
