import { defineNamespace } from '../../define';

/** The back-office's Archive tab: the accountant's zip and the e-reporting data (docs/rules/invoices.md). */
export const adminArchive = defineNamespace({
  fr: {
    archive: {
      title: 'Archive et e-reporting',
      intro:
        'Les factures et avoirs émis sont conservés dix ans, chacun avec son empreinte SHA-256. Les données d’e-reporting suivent la réforme de la facturation électronique ; rien n’est envoyé à l’administration (connecteur : {{connector}}).',
      from: 'Du',
      to: 'Au',
      exportZip: 'Archive pour le comptable (zip)',
      exportingZip: 'Préparation du zip…',
      zipFailed: 'Le zip n’a pas pu être téléchargé.',
      exportCsv: 'Exporter l’e-reporting (CSV)',
      sales: 'Ventes aux particuliers (flux 10.3) et à l’étranger (flux 10.1)',
      payments: 'Paiements reçus (flux 10.4 et 10.2)',
      empty: 'Rien sur cette période.',
      kinds: { invoice: 'Facture', creditNote: 'Avoir' },
      columns: {
        day: 'Jour',
        flow: 'Flux',
        category: 'Catégorie',
        country: 'Pays',
        rate: 'Taux',
        kind: 'Document',
        documents: 'Nombre',
        net: 'HT',
        vat: 'TVA',
        total: 'TTC',
        vatEuro: 'TVA en euros',
        received: 'Encaissé',
      },
    },
  },
  en: {
    archive: {
      title: 'Archive and e-reporting',
      intro:
        'Issued invoices and credit notes are kept ten years, each with its SHA-256 check sum. The e-reporting data follows France’s e-invoicing reform; nothing is sent to the tax administration (connector: {{connector}}).',
      from: 'From',
      to: 'To',
      exportZip: 'Archive for the accountant (zip)',
      exportingZip: 'Preparing the zip…',
      zipFailed: 'The zip could not be downloaded.',
      exportCsv: 'Export e-reporting (CSV)',
      sales: 'Sales to consumers (flow 10.3) and abroad (flow 10.1)',
      payments: 'Payments received (flows 10.4 and 10.2)',
      empty: 'Nothing in this period.',
      kinds: { invoice: 'Invoice', creditNote: 'Credit note' },
      columns: {
        day: 'Day',
        flow: 'Flow',
        category: 'Category',
        country: 'Country',
        rate: 'Rate',
        kind: 'Document',
        documents: 'Count',
        net: 'Net',
        vat: 'VAT',
        total: 'Total',
        vatEuro: 'VAT in euros',
        received: 'Received',
      },
    },
  },
});
