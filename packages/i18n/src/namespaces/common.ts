import { defineNamespace } from '../define';
import { commonNotFound } from './commonNotFound';
import { commonShell } from './commonShell';

/** Texts shared by every screen: navigation, generic states and errors, and the not-found page. */
export const common = defineNamespace({
  fr: { ...commonShell.fr, ...commonNotFound.fr },
  en: { ...commonShell.en, ...commonNotFound.en },
});
