import { defineNamespace } from '../define';
import { messagingForms } from './messagingForms';
import { messagingSections } from './messagingSections';
import { newsletterNotices } from './newsletterNotices';

/**
 * Newsletter and contact forms (web), and the success answers of their API calls (server). The web app ships
 * its parts separately: the sections' texts in the first load, the forms' and the notice's with their chunks.
 */
export const messaging = defineNamespace({
  fr: {
    newsletter: {
      ...messagingSections.fr.newsletter,
      ...messagingForms.fr.newsletter,
      ...newsletterNotices.fr.newsletter,
    },
    contact: messagingForms.fr.contact,
  },
  en: {
    newsletter: {
      ...messagingSections.en.newsletter,
      ...messagingForms.en.newsletter,
      ...newsletterNotices.en.newsletter,
    },
    contact: messagingForms.en.contact,
  },
});
