/** Credit notes (docs/rules/refunds.md): what refunds use to issue one, and the routes reading them. */
import type { ShopModule } from '../shop-module';
import { creditNotePdfsPlugin, creditNoteRoutes } from './routes';

export { creditNoteChecksumRecorder } from './archive';
export { type CreditNoteDeps, type CreditNoteRow, issueCreditNote, type RefundedPart } from './service';

export const creditNotesModule: ShopModule = {
  name: 'credit-notes',
  routes: [creditNoteRoutes],
  background: async (app) => {
    await app.register(creditNotePdfsPlugin);
  },
};
