/** What other modules use of the contact form: the language the support team reads. */
export { SUPPORT_LANGUAGE } from './service';
