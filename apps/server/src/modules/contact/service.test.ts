import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { contactMessages, mailQueue } from '../../lib/db/schema';
import { type ContactDeps, sendContactMessage } from './service';

/** The contact form's service built from its parts on a real database, without an app. */
const world = useModuleWorld();
const deps = (): ContactDeps => ({ ...world(), supportAddress: async () => 'help@shop.example' });

let counter = 0;
const input = (message = 'Hello support,\nhow do I install the indicator?') => ({
  name: 'Jeanne Trader',
  email: `sender-${++counter}@example.test`,
  subject: 'Question about VWAP Premium',
  message,
  language: 'fr' as const,
  ip: '203.0.113.7',
});

describe('sendContactMessage', () => {
  it('stores the message with its language and IP and queues one e-mail to support, replying to the sender', async () => {
    const sent = input();
    const id = await sendContactMessage(deps(), sent);
    const [stored] = await world().db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...sent, ip: '203.0.113.7' });
    const mails = await world().db.select().from(mailQueue).where(eq(mailQueue.replyTo, sent.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'help@shop.example',
      template: 'contact-message',
      subject: `[Contact] ${sent.subject}`,
      status: 'queued',
    });
    expect(mails[0]!.textBody).toContain(sent.message);
  });

  it('escapes the visitor’s text in the HTML e-mail', async () => {
    const sent = input('<img src=x onerror=alert(1)> & "quotes"');
    await sendContactMessage(deps(), sent);
    const [mail] = await world().db.select().from(mailQueue).where(eq(mailQueue.replyTo, sent.email));
    expect(mail!.htmlBody).not.toContain('<img');
    expect(mail!.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('stores nothing when the e-mail cannot be queued: both exist, or neither', async () => {
    const sent = input();
    const failing: ContactDeps = {
      ...deps(),
      mail: { enqueue: () => Promise.reject(new Error('queue unavailable')) },
    };
    await expect(sendContactMessage(failing, sent)).rejects.toThrow('queue unavailable');
    expect(await world().db.$count(contactMessages, eq(contactMessages.email, sent.email))).toBe(0);
  });
});
