import { defineNamespace } from '../../define';

/** Errors of the back-office's business figures (docs/rules/figures.md): the range asked. */
export const figuresErrors = defineNamespace({
  fr: {
    figures: {
      monthFormat: 'Indiquez un mois au format AAAA-MM.',
      rangeOrder: 'Le mois de fin doit suivre ou égaler le mois de début.',
      rangeTooLong: 'Une période compte au plus 36 mois.',
    },
  },
  en: {
    figures: {
      monthFormat: 'Enter a month as YYYY-MM.',
      rangeOrder: 'The last month must be the first month or come after it.',
      rangeTooLong: 'A range holds at most 36 months.',
    },
  },
});
