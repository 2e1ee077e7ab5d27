import { defineNamespace } from '../../define';

/** Errors of the licences delivered through NinjaTrader (docs/rules/vendor-licences.md). */
export const vendorLicenceErrors = defineNamespace({
  fr: {
    vendorLicence: {
      notFound: 'Tâche de licence NinjaTrader introuvable.',
      alreadyInState: 'Cette tâche est déjà dans cet état : la liste a peut-être changé, rechargez-la.',
    },
  },
  en: {
    vendorLicence: {
      notFound: 'NinjaTrader licence task not found.',
      alreadyInState: 'This task is already in that state: the list may have changed, reload it.',
    },
  },
});
