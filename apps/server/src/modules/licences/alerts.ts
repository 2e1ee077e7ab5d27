import { type LicenceAlertMode, pageLinks } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { licenceRequests, users } from '../../lib/db/schema';
import { translate, translator } from '../../lib/i18n';
import { renderEmailLayout } from '../../lib/mail/layout';
import type { OutgoingMail } from '../../lib/mail/types';
import { setMailSettings } from '../users';
import type { LicenceDeps, LicenceMailDeps } from './deps';
import { type LicenceRow, selectLicences } from './queries';

const DAY_MS = 86_400_000;

/** Open admin accounts that chose `mode` for new licence requests. */
const admins = (mode: LicenceAlertMode) =>
  and(eq(users.isAdmin, true), isNull(users.deletedAt), eq(users.licenceAlerts, mode));

const parisHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  hourCycle: 'h23',
});
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Midnight, on the shop's clock (Paris), of the day `at` falls in. */
export function parisDayStart(at: Date): Date {
  const [year, month, day] = parisDate.format(at).split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Paris is 1 or 2 hours ahead at 00:00 UTC, as it was at its own midnight (clocks change at 02:00 or 03:00).
  return new Date(utcMidnight - Number(parisHour.format(new Date(utcMidnight))) * 3_600_000);
}

/** What an alert prints of a request: a new one, or one of the digest's. */
interface AlertRow {
  request: LicenceRow;
  product: { nameFr: string; nameEn: string };
  user: { name: string; email: string } | null;
}

/** A request as admins read it: who, which product, which machine. */
const lineOf = (row: AlertRow, language: Language): Record<string, string> => ({
  customer: row.user ? `${row.user.name} <${row.user.email}>` : '?',
  product: localized(row.product, 'name', language),
  machine: row.request.machineIdName,
});

async function adminMail(
  deps: LicenceMailDeps,
  to: { email: string; language: Language },
  kind: 'adminRequest' | 'adminDigest',
  title: string,
  subject: string,
  paragraphs: string[],
): Promise<OutgoingMail> {
  const { language } = to;
  const t = translator(language, `licenceEmails:${kind}.`);
  const { html, text } = renderEmailLayout({
    language,
    title,
    paragraphs: [translate(language, 'emails:account.greetingAnonymous'), ...paragraphs],
    action: { label: t('action'), url: `${deps.config.publicUrl}${pageLinks.adminLicences()}` },
    footer: [t('footer')],
    seller: await deps.sellerIdentity.current(),
  });
  const template = kind === 'adminRequest' ? 'licence-admin-request' : 'licence-admin-digest';
  return { to: to.email, subject, text, html, template, language };
}

/** One e-mail to each admin who chose an e-mail per request, about the new request `row`. */
export async function adminRequestMails(
  deps: LicenceMailDeps,
  tx: Executor,
  row: AlertRow,
): Promise<OutgoingMail[]> {
  const recipients = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(admins('each'));
  return Promise.all(
    recipients.map((admin) => {
      const t = translator(admin.language, 'licenceEmails:adminRequest.');
      const params = lineOf(row, admin.language);
      return adminMail(deps, admin, 'adminRequest', t('title'), t('subject', params), [t('body', params)]);
    }),
  );
}

/**
 * The daily digest: to each admin who chose it, once per day of the shop's clock, the requests made since the
 * last day their previous digest covered (the day before, normally), and nothing on a day without any. Each
 * admin's row is claimed (FOR UPDATE SKIP LOCKED, then `licence_digest_through` moved to today's midnight) in
 * the transaction that queues the mail, so several instances, or two runs of one, send it once.
 */
export async function sendLicenceDigests(
  deps: LicenceMailDeps & Pick<LicenceDeps, 'db' | 'mail'>,
  now = new Date(),
): Promise<number> {
  const today = parisDayStart(now);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: users.id,
        email: users.email,
        language: users.language,
        through: users.licenceDigestThrough,
      })
      .from(users)
      .where(
        and(admins('digest'), or(isNull(users.licenceDigestThrough), lt(users.licenceDigestThrough, today))),
      )
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const admin of due) {
      const since = admin.through ?? parisDayStart(new Date(today.getTime() - DAY_MS / 2));
      const rows = await selectLicences(
        tx,
        and(gte(licenceRequests.createdAt, since), lt(licenceRequests.createdAt, today)),
      );
      if (rows.length > 0) {
        const t = translator(admin.language, 'licenceEmails:adminDigest.');
        const params = {
          count: rows.length,
          date: new Intl.DateTimeFormat(admin.language === 'fr' ? 'fr-FR' : 'en-GB', {
            dateStyle: 'long',
            timeZone: 'Europe/Paris',
          }).format(new Date(today.getTime() - 1)),
        };
        const lines = rows.reverse().map((row) => t('line', lineOf(row, admin.language)));
        await deps.mail.enqueue(
          await adminMail(deps, admin, 'adminDigest', t('title', params), t('subject', params), [
            t('intro', params),
            lines.join('\n'),
          ]),
          tx,
        );
        sent += 1;
      }
      await setMailSettings(tx, admin.id, { licenceDigestThrough: today });
    }
    return sent;
  });
}

/** GET /api/admin/licence-alerts: the signed-in admin's choice. */
export async function licenceAlertsOf(db: Executor, userId: string): Promise<LicenceAlertMode> {
  const [row] = await db.select({ mode: users.licenceAlerts }).from(users).where(eq(users.id, userId));
  return row?.mode ?? 'each';
}

/**
 * PUT /api/admin/licence-alerts: sets the admin's own choice. Choosing the digest starts it from today, so the
 * requests already e-mailed one by one are not listed again tomorrow.
 */
export async function setLicenceAlerts(
  tx: Executor,
  userId: string,
  mode: LicenceAlertMode,
  now = new Date(),
): Promise<{ before: LicenceAlertMode; after: LicenceAlertMode }> {
  const before = await licenceAlertsOf(tx, userId);
  await setMailSettings(tx, userId, {
    licenceAlerts: mode,
    ...(mode === 'digest' && before !== 'digest' ? { licenceDigestThrough: parisDayStart(now) } : {}),
  });
  return { before, after: mode };
}
