import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { TRIAL_HEX, trialDepsOf } from '../../../test/helpers/trials';
import { mailQueue, products, trials, users } from '../../lib/db/schema';
import { nextTrialMailAt, sendTrialMails } from './mails';
import { startTrial } from './service';

/** The hourly task on a real database copy, without an app: trials started by the service, mails queued. */
const world = useModuleWorld();
let deps: ReturnType<typeof trialDepsOf>;
let product: typeof products.$inferSelect;
const DAY = 86_400_000;
const HOUR = 3_600_000;
beforeAll(async () => {
  deps = trialDepsOf(world());
  const published = await world().db.select().from(products).where(eq(products.published, true)).limit(1);
  product = published[0]!;
});

let machines = 0;
async function trialOf(days: number, language: 'fr' | 'en') {
  const { db } = world();
  await db.update(products).set({ trialDays: days }).where(eq(products.id, product.id));
  const user = await insertUser(db, { language, emailVerifiedAt: new Date() });
  machines += 1;
  const started = await startTrial(
    deps,
    user.id,
    { productId: product.id, machineIdName: `${TRIAL_HEX(machines)}-Desk` },
    language,
  );
  const [row] = await db.select().from(trials).where(eq(trials.id, started._id));
  return { buyer: { user }, product, trial: row! };
}

const mailsTo = (email: string, template: string) =>
  world()
    .db.select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

describe('the trial e-mails (hourly task)', () => {
  // First in the file: these two are the only trials, so their times are the next ones.
  it('knows when its next e-mail falls due on the trials’ clock: a reminder, then an end, none once all are sent', async () => {
    const long = await trialOf(14, 'en');
    const short = await trialOf(5, 'fr');
    const shortEnd = short.trial.endsAt.getTime();
    const longEnd = long.trial.endsAt.getTime();
    const at = (time: number) => nextTrialMailAt(world().db, new Date(time));
    const started = short.trial.startsAt.getTime();
    expect(await at(started)).toEqual(new Date(shortEnd - 3 * DAY));
    // At the short one's reminder time (sent or not), the next is its end, then the long one's reminder.
    expect(await at(shortEnd - 3 * DAY)).toEqual(new Date(shortEnd));
    await sendTrialMails(deps, new Date(shortEnd - 3 * DAY));
    expect(await at(shortEnd - 3 * DAY)).toEqual(new Date(shortEnd));
    expect(await at(shortEnd)).toEqual(new Date(longEnd - 3 * DAY));
    expect(await at(longEnd - 3 * DAY)).toEqual(new Date(longEnd));
    await sendTrialMails(deps, new Date(longEnd));
    expect(await at(longEnd)).toBeNull();
  });

  it('sends the reminder three days before the end and the end mail at the end, each once, in the buyer’s language', async () => {
    const fr = await trialOf(14, 'fr');
    const en = await trialOf(14, 'en');
    const end = fr.trial.endsAt.getTime();

    await sendTrialMails(deps, new Date(end - 3 * DAY - HOUR));
    expect(await mailsTo(fr.buyer.user.email, 'trial-reminder')).toHaveLength(0);

    // Two instances running the same hour: the claim lets one of them send.
    const inReminderWindow = new Date(end - 3 * DAY + HOUR);
    await Promise.all([sendTrialMails(deps, inReminderWindow), sendTrialMails(deps, inReminderWindow)]);
    await sendTrialMails(deps, new Date(end - DAY));
    const [reminderFr] = await mailsTo(fr.buyer.user.email, 'trial-reminder');
    expect(await mailsTo(fr.buyer.user.email, 'trial-reminder')).toHaveLength(1);
    expect(reminderFr!.subject).toMatch(
      new RegExp(`^Votre essai gratuit de ${fr.product.nameFr} se termine le `),
    );
    expect(reminderFr!.textBody).toContain(`${fr.trial.machineId}-Desk`);
    const reminderEn = await mailsTo(en.buyer.user.email, 'trial-reminder');
    expect(reminderEn).toHaveLength(1);
    expect(reminderEn[0]!.subject).toMatch(new RegExp(`^Your free trial of ${en.product.nameEn} ends on `));
    expect(await mailsTo(fr.buyer.user.email, 'trial-ended')).toHaveLength(0);

    const afterEnd = new Date(end + HOUR);
    await Promise.all([sendTrialMails(deps, afterEnd), sendTrialMails(deps, afterEnd)]);
    await sendTrialMails(deps, new Date(end + DAY));
    const ended = await mailsTo(fr.buyer.user.email, 'trial-ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.subject).toBe(`Votre essai gratuit de ${fr.product.nameFr} est terminé`);
    expect((await mailsTo(en.buyer.user.email, 'trial-ended'))[0]!.subject).toBe(
      `Your free trial of ${en.product.nameEn} has ended`,
    );
  });

  it('sends no reminder for a trial shorter than its notice, and only the end when the task ran late', async () => {
    const short = await trialOf(2, 'en');
    const late = await trialOf(14, 'en');
    await sendTrialMails(deps, new Date(short.trial.startsAt.getTime() + HOUR));
    expect(await mailsTo(short.buyer.user.email, 'trial-reminder')).toHaveLength(0);
    await sendTrialMails(deps, new Date(late.trial.endsAt.getTime() + HOUR));
    expect(await mailsTo(late.buyer.user.email, 'trial-reminder')).toHaveLength(0);
    expect(await mailsTo(late.buyer.user.email, 'trial-ended')).toHaveLength(1);
    expect(await mailsTo(short.buyer.user.email, 'trial-ended')).toHaveLength(1);
  });

  it('tells neither a buyer whose trial was converted nor a closed account', async () => {
    const converted = await trialOf(14, 'fr');
    const closed = await trialOf(14, 'fr');
    await world().db.update(trials).set({ convertedAt: new Date() }).where(eq(trials.id, converted.trial.id));
    await world().db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.buyer.user.id));
    await sendTrialMails(deps, new Date(converted.trial.endsAt.getTime() - DAY));
    await sendTrialMails(deps, new Date(converted.trial.endsAt.getTime() + DAY));
    for (const { buyer } of [converted, closed]) {
      expect(await mailsTo(buyer.user.email, 'trial-reminder')).toHaveLength(0);
      expect(await mailsTo(buyer.user.email, 'trial-ended')).toHaveLength(0);
    }
  });
});
