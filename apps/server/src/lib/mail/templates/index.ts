export { type ContactMessageInput, contactMessageMail } from './contact-message';
export { type NewsletterConfirmationInput, newsletterConfirmationMail } from './newsletter-confirmation';
