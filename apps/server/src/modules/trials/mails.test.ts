import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailQueue, trials, users } from '../../lib/db/schema';
import { sendTrialMails } from './mails';

let ctx: TestApp;
let shop: Catalogue;
const DAY = 86_400_000;
const HOUR = 3_600_000;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

let machines = 0;
async function trialOf(days: number, language: 'fr' | 'en') {
  const product = shop.paid[0]!;
  await offerTrial(ctx.app, product.id, days);
  const buyer = await createUser(ctx.app, { language, emailVerifiedAt: new Date() });
  machines += 1;
  const response = await startTrial(ctx, buyer.auth, {
    productId: product.id,
    machineIdName: `${TRIAL_HEX(machines)}-Desk`,
  });
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.app.db.select().from(trials).where(eq(trials.id, response.json()._id));
  return { buyer, product, trial: row! };
}

const mailsTo = (email: string, template: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

describe('the trial e-mails (hourly task)', () => {
  it('sends the reminder three days before the end and the end mail at the end, each once, in the buyer’s language', async () => {
    const fr = await trialOf(14, 'fr');
    const en = await trialOf(14, 'en');
    const end = fr.trial.endsAt.getTime();

    await sendTrialMails(ctx.app, new Date(end - 3 * DAY - HOUR));
    expect(await mailsTo(fr.buyer.user.email, 'trial-reminder')).toHaveLength(0);

    // Two instances running the same hour: the claim lets one of them send.
    const inReminderWindow = new Date(end - 3 * DAY + HOUR);
    await Promise.all([sendTrialMails(ctx.app, inReminderWindow), sendTrialMails(ctx.app, inReminderWindow)]);
    await sendTrialMails(ctx.app, new Date(end - DAY));
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
    await Promise.all([sendTrialMails(ctx.app, afterEnd), sendTrialMails(ctx.app, afterEnd)]);
    await sendTrialMails(ctx.app, new Date(end + DAY));
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
    await sendTrialMails(ctx.app, new Date(short.trial.startsAt.getTime() + HOUR));
    expect(await mailsTo(short.buyer.user.email, 'trial-reminder')).toHaveLength(0);
    await sendTrialMails(ctx.app, new Date(late.trial.endsAt.getTime() + HOUR));
    expect(await mailsTo(late.buyer.user.email, 'trial-reminder')).toHaveLength(0);
    expect(await mailsTo(late.buyer.user.email, 'trial-ended')).toHaveLength(1);
    expect(await mailsTo(short.buyer.user.email, 'trial-ended')).toHaveLength(1);
  });

  it('tells neither a buyer whose trial was converted nor a closed account', async () => {
    const converted = await trialOf(14, 'fr');
    const closed = await trialOf(14, 'fr');
    await ctx.app.db.update(trials).set({ convertedAt: new Date() }).where(eq(trials.id, converted.trial.id));
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.buyer.user.id));
    await sendTrialMails(ctx.app, new Date(converted.trial.endsAt.getTime() - DAY));
    await sendTrialMails(ctx.app, new Date(converted.trial.endsAt.getTime() + DAY));
    for (const { buyer } of [converted, closed]) {
      expect(await mailsTo(buyer.user.email, 'trial-reminder')).toHaveLength(0);
      expect(await mailsTo(buyer.user.email, 'trial-ended')).toHaveLength(0);
    }
  });
});
