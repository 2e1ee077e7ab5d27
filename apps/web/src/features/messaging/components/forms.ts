// The messaging forms and what they bring along (react-hook-form, zod, the contracts' form schemas): one
// chunk, fetched once the page is idle (ContactSection, NewsletterSection).
export { ContactForm } from './ContactForm';
export { NewsletterForm } from './NewsletterForm';
