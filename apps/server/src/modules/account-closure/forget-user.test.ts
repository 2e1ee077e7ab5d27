import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paidLine } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { type ForgetUser, type ForgottenUser, forgottenUser } from '../../lib/closed-account';
import {
  adminAuditLog,
  contactMessages,
  downloadLog,
  licenceRequests,
  mailQueue,
  newsletterSubscribers,
  passwordResetTokens,
  reviews,
  seatActivations,
  signInFailures,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
  users,
} from '../../lib/db/schema';
import { forgetUser as forgetMail } from '../../lib/mail/outbox';
import { forgetUser as forgetAudit } from '../audit';
import { forgetUser as forgetContact } from '../contact';
import { forgetUser as forgetDownloads } from '../downloads';
import { forgetUser as forgetLicences } from '../licences';
import { forgetUser as forgetNewsletter } from '../newsletter';
import { forgetUser as forgetReviews } from '../reviews';
import { forgetUser as forgetUsers, recordFailure } from '../users';

/**
 * Each owner's part of closing an account (docs/rules/accounts.md, "Closing an account"), on a real database:
 * the hook erases or anonymises exactly what the rule lists of the closing person, and the same rows of
 * another person are left as they were.
 */
const world = useModuleWorld();

type Person = Awaited<ReturnType<typeof paidLine>> & { forgotten: ForgottenUser };
let closing: Person;
let other: Person;
let people = 0;

async function person(): Promise<Person> {
  people += 1;
  const email = `person-${people}-${Date.now()}@example.test`;
  const bought = await paidLine(world().db, {
    buyer: {
      email,
      name: `Grace ${people}`,
      billingName: `Grace ${people}`,
      billingAddress: '7 rue des Données',
      billingZip: '75011',
      billingCity: 'Paris',
      billingCountry: 'FR',
      pendingEmail: `new-${email}`,
      emailVerifiedAt: new Date(),
      lastLoginAt: new Date(),
    },
  });
  return { ...bought, forgotten: forgottenUser(bought.buyer.id, email) };
}

const forget = (hook: ForgetUser) => world().db.transaction((tx) => hook(tx, closing.forgotten));
const rows = <T extends PgTable>(table: T, where: SQL | undefined) =>
  world()
    .db.select()
    .from(table as PgTable)
    .where(where);

beforeAll(async () => {
  closing = await person();
  other = await person();
});

describe("each owner's forgetUser hook", () => {
  it('downloads: erases the IP of the closing account’s downloads, which stay counted', async () => {
    for (const { buyer, product, order } of [closing, other]) {
      await world().db.insert(downloadLog).values({
        userId: buyer.id,
        productId: product.id,
        orderId: order.id,
        fileName: 'x.zip',
        ip: '203.0.113.7',
      });
    }
    const before = await rows(downloadLog, eq(downloadLog.userId, other.buyer.id));
    await forget(forgetDownloads);
    expect(await rows(downloadLog, eq(downloadLog.userId, closing.buyer.id))).toEqual([
      expect.objectContaining({ ip: null, fileName: 'x.zip', productId: closing.product.id }),
    ]);
    expect(await rows(downloadLog, eq(downloadLog.userId, other.buyer.id))).toEqual(before);
  });

  it('audit: the person’s own entries lose their IP, not their e-mail; entries about the account lose their snapshots', async () => {
    // Who acted, on what, and the snapshots the entry holds.
    const entry = (actor: Person, target: string, name: string) => ({
      adminId: actor.buyer.id,
      adminEmail: actor.buyer.email,
      action: 'user.update',
      target,
      before: { name },
      after: { name: `${name} B.` },
      ip: actor === closing ? '203.0.113.8' : '203.0.113.9',
    });
    const [own, about, unrelated] = await world()
      .db.insert(adminAuditLog)
      .values([
        entry(closing, `order:${closing.order.id}`, 'Order'),
        entry(other, `user:${closing.buyer.id}`, 'Grace'),
        entry(other, `user:${other.buyer.id}`, 'Ada'),
      ])
      .returning();
    await forget(forgetAudit);
    const after = new Map(
      (await rows(adminAuditLog, inArray(adminAuditLog.id, [own!.id, about!.id, unrelated!.id]))).map(
        (row) => [row.id, row],
      ),
    );
    expect(after.get(own!.id)).toEqual({ ...own, ip: null });
    expect(after.get(about!.id)).toEqual({ ...about, before: null, after: null });
    expect(after.get(unrelated!.id)).toEqual(unrelated);
  });

  it('contact: messages from the address, in any case, take the anonymous name and address and lose their IP', async () => {
    const message = { subject: 'Question', message: 'Which platform version?', ip: '203.0.113.10' };
    const [sent, others] = await world()
      .db.insert(contactMessages)
      .values([
        { ...message, name: 'Grace', email: closing.forgotten.email.toUpperCase() },
        { ...message, name: 'Ada', email: other.forgotten.email },
      ])
      .returning();
    await forget(forgetContact);
    const [anonymised] = await rows(contactMessages, eq(contactMessages.id, sent!.id));
    expect(anonymised).toEqual({ ...sent, ...closing.forgotten.anonymous, ip: null });
    expect(await rows(contactMessages, eq(contactMessages.id, others!.id))).toEqual([others]);
  });

  it('newsletter: the subscription ends under the anonymous address, its row kept for the statistics', async () => {
    const [subscribed, others] = await world()
      .db.insert(newsletterSubscribers)
      .values(
        [closing, other].map(({ forgotten }) => ({
          email: forgotten.email,
          status: 'active' as const,
          isActive: true,
          confirmedAt: new Date(),
        })),
      )
      .returning();
    await forget(forgetNewsletter);
    expect(
      await rows(newsletterSubscribers, eq(newsletterSubscribers.email, closing.forgotten.email)),
    ).toEqual([]);
    const [ended] = await rows(newsletterSubscribers, eq(newsletterSubscribers.id, subscribed!.id));
    expect(ended).toEqual({
      ...subscribed,
      email: closing.forgotten.anonymous.email,
      status: 'unsubscribed',
      isActive: false,
      unsubscribedAt: expect.any(Date),
    });
    expect(await rows(newsletterSubscribers, eq(newsletterSubscribers.id, others!.id))).toEqual([others]);
  });

  it('mail outbox: mail queued to the address is dropped, mail already sent keeps its row without its text', async () => {
    const mail = {
      fromAddress: 'shop@example.test',
      subject: 'Your licence',
      textBody: 'Hello Grace',
      htmlBody: '<p>Hello Grace</p>',
      template: 'licence-approved',
    };
    const [queued, sent, othersQueued] = await world()
      .db.insert(mailQueue)
      .values([
        { ...mail, toAddress: closing.forgotten.email },
        { ...mail, toAddress: closing.forgotten.email, status: 'sent' as const, sentAt: new Date() },
        { ...mail, toAddress: other.forgotten.email },
      ])
      .returning();
    await forget(forgetMail);
    expect(await rows(mailQueue, eq(mailQueue.id, queued!.id))).toEqual([]);
    expect(await rows(mailQueue, eq(mailQueue.id, sent!.id))).toEqual([
      { ...sent, toAddress: closing.forgotten.anonymous.email, textBody: '', htmlBody: null },
    ]);
    expect(await rows(mailQueue, eq(mailQueue.id, othersQueued!.id))).toEqual([othersQueued]);
  });

  it('reviews: the person’s reviews are deleted, another buyer’s stay', async () => {
    await world()
      .db.insert(reviews)
      .values(
        [closing, other].map(({ buyer, product }) => ({
          userId: buyer.id,
          productId: product.id,
          language: 'fr' as const,
          stars: 5,
          text: 'Très clair.',
        })),
      );
    const before = await rows(reviews, eq(reviews.userId, other.buyer.id));
    await forget(forgetReviews);
    expect(await rows(reviews, eq(reviews.userId, closing.buyer.id))).toEqual([]);
    expect(await rows(reviews, eq(reviews.userId, other.buyer.id))).toEqual(before);
  });

  it('licences: every active licence is revoked, a rejected one stays rejected, another buyer’s stay live', async () => {
    const request = (owner: Person, machine: string, status: 'pending' | 'approved' | 'rejected') => ({
      userId: owner.buyer.id,
      productId: owner.product.id,
      orderId: owner.order.id,
      orderItemId: owner.line.id,
      machineId: machine,
      machineName: 'Desk',
      machineIdName: `${machine}-Desk`,
      status,
    });
    const inserted = await world()
      .db.insert(licenceRequests)
      .values([
        request(closing, 'A1', 'pending'),
        request(closing, 'A2', 'approved'),
        request(closing, 'A3', 'rejected'),
        request(other, 'B1', 'approved'),
      ])
      .returning();
    await forget(forgetLicences);
    const statuses = await world()
      .db.select({ machine: licenceRequests.machineId, status: licenceRequests.status })
      .from(licenceRequests)
      .where(
        inArray(
          licenceRequests.id,
          inserted.map((row) => row.id),
        ),
      );
    expect(Object.fromEntries(statuses.map((row) => [row.machine, row.status]))).toEqual({
      A1: 'revoked',
      A2: 'revoked',
      A3: 'rejected',
      B1: 'approved',
    });
  });

  it('licences: machines signed in from the indicator are freed, in the audit log without their Machine ID; another buyer’s stay', async () => {
    const machine = (owner: Person, machineId: string) => ({
      userId: owner.buyer.id,
      productId: owner.product.id,
      machineId,
      machineName: 'Laptop',
      platformVersion: '8.1.5.2',
    });
    const inserted = await world()
      .db.insert(seatActivations)
      .values([machine(closing, 'S1'), machine(other, 'T1')])
      .returning();
    await forget(forgetLicences);
    const after = await rows(
      seatActivations,
      inArray(
        seatActivations.id,
        inserted.map((row) => row.id),
      ),
    );
    expect(Object.fromEntries(after.map((row) => [row.machineId, row.releasedBy]))).toEqual({
      S1: 'accountClosed',
      T1: null,
    });
    const [audit] = await rows(adminAuditLog, eq(adminAuditLog.target, `seat:${inserted[0]!.id}`));
    expect([audit!.action, audit!.before]).toEqual([
      'seat.releaseAccountClosed',
      { productId: closing.product.id },
    ]);
  });

  it('users: the row is anonymised and every token revoked; sign-in traces, reset links and second factor go', async () => {
    const db = world().db;
    for (const { buyer, forgotten } of [closing, other]) {
      await recordFailure(db, forgotten.email);
      await db.insert(passwordResetTokens).values({
        userId: buyer.id,
        tokenHash: `hash-${buyer.id}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      await db
        .insert(twoFactorCredentials)
        .values({ userId: buyer.id, secret: 'sealed', enabledAt: new Date() });
      await db.insert(twoFactorRecoveryCodes).values({ userId: buyer.id, codeHash: `code-${buyer.id}` });
    }
    const both = [closing.buyer.id, other.buyer.id];
    // What the two people hold besides their rows, each list's entries tagged by whose they are.
    const held = async () => ({
      resets: await db.select().from(passwordResetTokens).where(inArray(passwordResetTokens.userId, both)),
      factors: await db.select().from(twoFactorCredentials).where(inArray(twoFactorCredentials.userId, both)),
      codes: await db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(inArray(twoFactorRecoveryCodes.userId, both)),
    });
    const before = await held();
    const otherBefore = {
      row: await rows(users, eq(users.id, other.buyer.id)),
      failures: await db.select().from(signInFailures),
    };
    expect([before.resets, before.factors, before.codes].map((list) => list.length)).toEqual([2, 2, 2]);

    await forget(forgetUsers);

    const [row] = await rows(users, eq(users.id, closing.buyer.id));
    const erased = [
      'billingName',
      'billingAddress',
      'billingZip',
      'billingCity',
      'billingCountry',
      'billingVat',
    ]
      .concat(['billingCompany', 'pendingEmail', 'emailVerifiedAt', 'lastLoginAt'])
      .map((column) => [column, null]);
    expect(row).toEqual({
      ...closing.buyer,
      ...Object.fromEntries(erased),
      name: `deleted-${closing.buyer.id.slice(-8)}`,
      email: `deleted-${closing.buyer.id}@deleted.invalid`,
      passwordHash: '!closed',
      isAdmin: false,
      tokenVersion: closing.buyer.tokenVersion + 1,
      deletedAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await rows(users, eq(users.id, other.buyer.id))).toEqual(otherBefore.row);
    const othersOnly = <T extends { userId: string }>(list: T[]) =>
      list.filter((entry) => entry.userId === other.buyer.id);
    const after = await held();
    expect(after.resets).toEqual(othersOnly(before.resets));
    expect(after.factors).toEqual(othersOnly(before.factors));
    expect(after.codes).toEqual(othersOnly(before.codes));
    // One failure row per address, keyed by its hash: the closing address's went, the other's stayed.
    expect(await db.select().from(signInFailures)).toHaveLength(otherBefore.failures.length - 1);
  });
});
