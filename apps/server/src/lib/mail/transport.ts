import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { writeFileDurably } from '../fs/durable-write';

/** A message as the transport sends it: addresses, bodies, headers and attachment contents. */
export interface TransportMessage {
  id: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  messageId: string;
  /** When the message was queued: its Date header and outbox file name, the same on every hand-over. */
  date: Date;
}

/** Hands a message to its destination and returns the Message-ID it carries. */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Whether handing the same message over twice leaves one copy (then a message in doubt is retried). */
  readonly idempotent: boolean;
  /** How long a claimed message may take to hand over before it counts as interrupted. */
  readonly leaseSeconds: number;
  send(message: TransportMessage): Promise<string>;
  close(): void;
}

function toNodemailer(message: TransportMessage): Mail.Options {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments,
    messageId: message.messageId,
    date: message.date,
  };
}

/** Default transport: every message becomes an `.eml` file under `<dataDir>/outbox/`. */
export function createOutboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    idempotent: true,
    leaseSeconds: 30,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      const stamp = message.date.toISOString().replace(/[:.]/g, '-');
      // Synced before the row is marked sent, and one name per message: a second hand-over rewrites it.
      await writeFileDurably(join(outboxDir, `${stamp}-${message.id}.eml`), info.message as Buffer, {
        overwrite: true,
      });
      return info.messageId;
    },
    close() {
      transporter.close();
    },
  };
}

/** Real SMTP, from an `smtp://` or `smtps://` URL (nodemailer reads user, password and options from it). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    idempotent: false,
    // Above the connection (15 s) and socket (60 s) timeouts: a live hand-over never outlasts its lease.
    leaseSeconds: 120,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return info.messageId;
    },
    close() {
      transporter.close();
    },
  };
}
