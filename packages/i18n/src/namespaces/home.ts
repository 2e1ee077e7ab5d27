import { defineNamespace } from '../define';
import { homeGuarantee } from './homeGuarantee';
import { homePremium } from './homePremium';
import { homeSections } from './homeSections';

/** Home page: hero, feature blocks, trading styles, premium grid, guarantee popup (shipped in these parts). */
export const home = defineNamespace({
  fr: { ...homeSections.fr, ...homePremium.fr, ...homeGuarantee.fr },
  en: { ...homeSections.en, ...homePremium.en, ...homeGuarantee.en },
});
