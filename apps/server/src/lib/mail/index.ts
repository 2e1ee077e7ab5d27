export { type EmailLayoutInput, escapeHtml, renderEmailLayout } from './layout';
export { type MailPluginOptions, type MailService, mailPlugin } from './plugin';
export { backoffMs, MAX_ATTEMPTS } from './queue';
export * from './templates/index';
export type { OutgoingMail } from './types';
