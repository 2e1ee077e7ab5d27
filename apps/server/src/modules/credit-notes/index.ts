/** Credit notes (docs/rules/refunds.md): what refunds use to issue one, and the routes reading them. */
export { creditNotePdfsPlugin, creditNoteRoutes } from './routes';
export { type CreditNoteRow, issueCreditNote, type RefundedPart } from './service';
