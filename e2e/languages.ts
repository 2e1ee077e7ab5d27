import { readdirSync } from 'node:fs';
import type { Language } from '@shop/i18n';

/**
 * The specs that check what a page owes a reader in each language (title, console, hydration, axe at both
 * widths, reflow and targets, the language switch and detection, the 404): they run in French and in English.
 * So does the reverse-charge quote journey, whose cart and invoice words ("HT / autoliquidation", "excl. VAT /
 * reverse charge") are the proof (issue 43), and the indicator's sign-in, whose approval page, seats-full message
 * and machines list are asked in both (issue 46), and the dunning journey, a buyer in grace updating the card
 * from the e-mail's link (issue 47), and the affiliate journey, a partner applying and seeing a referred sale's
 * commission (issue 48).
 */
export const bothLanguages = [
  'accessibility.spec.ts',
  'accessibility-account.spec.ts',
  'console-clean.spec.ts',
  'hydration.spec.ts',
  'language.spec.ts',
  'not-found.spec.ts',
  'page-sweep.spec.ts',
  'reader-language.spec.ts',
  'reverse-charge-quote.spec.ts',
  'device-sign-in.spec.ts',
  'dunning.spec.ts',
  'affiliates.spec.ts',
];

/**
 * The language a domain journey runs in, from its file name alone, so that adding a spec never moves
 * another one to the other language: the sum of its characters' codes, even for French, odd for English.
 */
export function languageOfJourney(file: string): Language {
  let sum = 0;
  for (const character of file) sum += character.charCodeAt(0);
  return sum % 2 === 0 ? 'fr' : 'en';
}

/** The spec files a language's project runs: every page check, and the journeys that fall to it. */
export function specsOf(
  language: Language,
  files = readdirSync(new URL('./tests', import.meta.url)),
): string[] {
  const missing = bothLanguages.filter((file) => !files.includes(file));
  if (missing.length)
    throw new Error(`e2e/languages.ts names specs that do not exist: ${missing.join(', ')}`);
  return files
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => bothLanguages.includes(file) || languageOfJourney(file) === language);
}
