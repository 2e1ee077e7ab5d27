import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

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
}

/** Hands a message to its destination and returns the Message-ID it carries. */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
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
  };
}

/** Default transport: every message becomes an `.eml` file under `<dataDir>/outbox/`. */
export function createOutboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(outboxDir, `${stamp}-${message.id}.eml`), info.message as Buffer);
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
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return info.messageId;
    },
    close() {
      transporter.close();
    },
  };
}
