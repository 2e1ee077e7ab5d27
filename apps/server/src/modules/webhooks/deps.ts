import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { CurrentSeller } from '../seller-identity';
import type { Resolve } from './addresses';
import type { SendOutcome, SendRequest } from './sender';

/** The parts the webhooks' services reach, built once by the module's setup (plugin.ts) or by a test. */
export interface WebhookDeps {
  db: Database;
  /** The time deliveries fall due and are logged on. */
  clock: () => Date;
  /** The shop's public URL (never a target without leave) and where the owner's notices link to. */
  publicUrl: string;
  resolve: Resolve;
  send: (request: SendRequest) => Promise<SendOutcome>;
  mail: Pick<MailService, 'enqueue'>;
  sellerIdentity: CurrentSeller;
  log: FastifyBaseLogger;
}
