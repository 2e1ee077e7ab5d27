export { type AccountMailInput, type AccountMailKind, accountMail } from './account';
export { type ArchiveDamagedInput, archiveDamagedMail } from './archive-damaged';
export {
  type AutomaticRefundInput,
  type AutomaticRefundReason,
  automaticRefundMail,
  dependencyRefundBuyerMail,
} from './automatic-refund';
export { type BuyerNoticeInput, buyerNoticeMail, type NoticePrefix } from './buyer-notice';
export { type ContactMessageInput, contactMessageMail } from './contact-message';
export { type CreditNoteMailInput, creditNoteMail } from './credit-note';
export { type NewsletterConfirmationInput, newsletterConfirmationMail } from './newsletter-confirmation';
export {
  type LateInvoiceInput,
  lateInvoiceMail,
  type OrderConfirmationInput,
  orderConfirmationMail,
} from './order-confirmation';
export {
  type RefundRequestBuyerInput,
  type RefundRequestStaffInput,
  refundRequestBuyerMail,
  refundRequestStaffMail,
} from './refund-request';
export { type ReviewHiddenInput, reviewHiddenMail } from './review-hidden';
export { type WebhookDisabledInput, webhookDisabledMail } from './webhook-disabled';
