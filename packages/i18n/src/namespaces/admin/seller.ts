import { defineNamespace } from '../../define';

/** The seller identity tab (legal notice, invoices, e-mails) and the dashboard's notice about it. */
export const adminSeller = defineNamespace({
  fr: {
    seller: {
      title: 'Identité du vendeur',
      intro:
        'Ces informations figurent dans les mentions légales, les CGV, la politique de confidentialité, chaque facture et le pied de chaque e-mail. Chaque modification est inscrite au journal d’audit.',
      complete: 'L’identité du vendeur est complète.',
      incomplete: 'Champs à renseigner : {{fields}}.',
      pendingInvoices:
        '{{count}} commandes payées attendent leur facture : elles seront émises dès l’enregistrement d’une identité complète.',
      pendingInvoices_one:
        '{{count}} commande payée attend sa facture : elle sera émise dès l’enregistrement d’une identité complète.',
      saved: 'Identité du vendeur enregistrée.',
      fields: {
        name: 'Raison sociale',
        legalForm: 'Forme juridique',
        shareCapital: 'Capital social',
        address: 'Adresse du siège',
        rcsCity: 'Ville du RCS',
        rcsNumber: 'Numéro RCS',
        siret: 'SIRET',
        vat: 'Numéro de TVA intracommunautaire',
        email: 'E-mail de support',
        publisher: 'Directeur de la publication',
        hosting: 'Hébergeur (nom et adresse)',
      },
      hints: {
        siret: '14 chiffres, espaces permis.',
        vat: 'En France : FR, la clé à deux chiffres, puis le SIREN (9 premiers chiffres du SIRET).',
      },
    },
    sellerNotice: {
      title: 'Identité du vendeur incomplète',
      body: 'Les mentions légales et les e-mails affichent « (non renseigné) » et aucune facture n’est émise tant qu’elle n’est pas complète.',
      link: 'Compléter l’identité du vendeur',
    },
  },
  en: {
    seller: {
      title: 'Seller identity',
      intro:
        'These facts appear in the legal notice, the terms of sale, the privacy policy, every invoice and the footer of every e-mail. Every change is recorded in the audit log.',
      complete: 'The seller identity is complete.',
      incomplete: 'Fields to fill in: {{fields}}.',
      pendingInvoices:
        '{{count}} paid orders are waiting for their invoice: they will be issued as soon as a complete identity is saved.',
      pendingInvoices_one:
        '{{count}} paid order is waiting for its invoice: it will be issued as soon as a complete identity is saved.',
      saved: 'Seller identity saved.',
      fields: {
        name: 'Company name',
        legalForm: 'Legal form',
        shareCapital: 'Share capital',
        address: 'Registered office address',
        rcsCity: 'Trade register (RCS) city',
        rcsNumber: 'Trade register (RCS) number',
        siret: 'SIRET',
        vat: 'EU VAT number',
        email: 'Support e-mail',
        publisher: 'Publication director',
        hosting: 'Hosting provider (name and address)',
      },
      hints: {
        siret: '14 digits, spaces allowed.',
        vat: 'In France: FR, the two-digit key, then the SIREN (first 9 digits of the SIRET).',
      },
    },
    sellerNotice: {
      title: 'Seller identity incomplete',
      body: 'The legal notice and e-mails show “(not set yet)” and no invoice is issued until it is complete.',
      link: 'Complete the seller identity',
    },
  },
});
