import { defineNamespace } from '../../define';

/** Errors of the invoice archive and of e-reporting (docs/rules/invoices.md): a damaged file, the period asked. */
export const archiveErrors = defineNamespace({
  fr: {
    archive: {
      damaged:
        'Ce document archivé ne correspond plus à son empreinte enregistrée : il n’est pas servi. Le vendeur a été prévenu.',
      dayFormat: 'Indiquez une date au format AAAA-MM-JJ.',
      periodOrder: 'La date de fin doit suivre ou égaler la date de début.',
      periodTooLong: 'Une période compte au plus 366 jours.',
    },
  },
  en: {
    archive: {
      damaged:
        'This archived document no longer matches its recorded check sum: it is not served. The seller has been told.',
      dayFormat: 'Enter a date as YYYY-MM-DD.',
      periodOrder: 'The last day must be the first day or come after it.',
      periodTooLong: 'A period holds at most 366 days.',
    },
  },
});
