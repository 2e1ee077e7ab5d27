import { describe, expect, it } from 'vitest';
import type { Messages } from './define';
import { commonNotFound } from './namespaces/commonNotFound';
import { homeGuarantee } from './namespaces/homeGuarantee';
import { homePremium } from './namespaces/homePremium';
import { messagingForms } from './namespaces/messagingForms';
import { newsletterNotices } from './namespaces/newsletterNotices';
import { webResources } from './web-catalogues';
import { type FirstLoadNamespace, firstLoadResources } from './web-namespaces';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** The parts of the first load's namespaces that the chunks reading them register (mergeTexts) instead. */
const chunkParts: Record<FirstLoadNamespace, { fr: Messages; en: Messages }[]> = {
  common: [commonNotFound],
  home: [homePremium, homeGuarantee],
  messaging: [messagingForms, newsletterNotices],
};

describe.each(Object.keys(chunkParts) as FirstLoadNamespace[])('first-load namespace %s', (namespace) => {
  it.each(['fr', 'en'] as const)(
    'ships every text of the namespace once (%s): in the first load or in one chunk part',
    (language) => {
      const places = [
        firstLoadResources[language][namespace],
        ...chunkParts[namespace].map((p) => p[language]),
      ];
      const shipped = places.flatMap((messages) => keys(messages));
      expect(new Set(shipped).size, 'a text in two places').toBe(shipped.length);
      expect(shipped.sort()).toEqual(keys(webResources[language][namespace]).sort());
    },
  );
});
