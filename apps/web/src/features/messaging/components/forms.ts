import { messagingForms } from '@shop/i18n/messaging-forms';
import { mergeTexts } from '@/shared/i18n';

// The messaging forms and what they bring along (react-hook-form, zod, the contracts' form schemas, their
// texts): one chunk, fetched once the page is idle (ContactSection, NewsletterSection).
mergeTexts('messaging', messagingForms);

export { ContactForm } from './ContactForm';
export { NewsletterForm } from './NewsletterForm';
