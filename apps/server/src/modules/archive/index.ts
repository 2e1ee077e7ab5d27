/**
 * The invoice archive and e-reporting (docs/rules/invoices.md, "Archive" and "E-reporting"): issued invoices
 * and credit notes checked against the sums kept with their files (when served, and by the maintenance
 * check), the accountant's zip of a period, and the reform's e-reporting data behind a connector.
 */
import type { ShopModule } from '../shop-module';
import { adminArchiveRoutes } from './admin-routes';

export {
  type ArchiveCheck,
  type ArchiveDeps,
  type CheckedDocument,
  checkArchive,
  readArchivedFile,
} from './check';
export { type EReportingConnector, localEReportingConnector } from './connector';

export const archiveModule: ShopModule = { name: 'archive', adminRoutes: [adminArchiveRoutes] };
