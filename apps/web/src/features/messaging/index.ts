export { ContactSection } from './components/ContactSection';
export { NewsletterSection } from './components/NewsletterSection';
export { NewsletterStatusBanner } from './components/NewsletterStatusBanner';
