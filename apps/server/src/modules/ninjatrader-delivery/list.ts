import type {
  Pagination,
  VendorLicenceStatusList,
  VendorLicenceTask,
  VendorLicenceTaskState,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toCsv } from '../../lib/csv';
import type { Database, Executor } from '../../lib/db/client';
import { products, users, vendorLicenceTasks } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit';

export const VENDOR_LICENCE_PAGE_SIZE = 50;

const doneByUser = alias(users, 'done_by_user');

const taskColumns = {
  task: vendorLicenceTasks,
  product: { nameFr: products.nameFr, nameEn: products.nameEn },
  buyerEmail: users.email,
  doneByEmail: doneByUser.email,
};

function taskRows(db: Executor) {
  return db
    .select(taskColumns)
    .from(vendorLicenceTasks)
    .innerJoin(products, eq(products.id, vendorLicenceTasks.productId))
    .innerJoin(users, eq(users.id, vendorLicenceTasks.userId))
    .leftJoin(doneByUser, eq(doneByUser.id, vendorLicenceTasks.doneBy));
}

type TaskRow = Awaited<ReturnType<typeof taskRows>>[number];

function toTask(row: TaskRow, language: Language): VendorLicenceTask {
  const { task } = row;
  return {
    _id: task.id,
    orderId: task.orderId,
    productId: task.productId,
    productName: localized(row.product, 'name', language),
    buyerEmail: row.buyerEmail,
    ninjaTraderEmail: task.ninjaTraderEmail,
    action: task.action,
    reason: task.reason,
    state: task.state,
    doneBy: row.doneByEmail,
    doneAt: task.doneAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
  };
}

/**
 * GET /api/admin/vendor-licences: the tasks in one state, pending ones oldest first (the order to carry them
 * out in: a create before the revoke that follows it), done ones newest first.
 */
export async function listVendorLicenceTasks(
  db: Database,
  query: { state: VendorLicenceTaskState; page: number },
  language: Language,
): Promise<{ tasks: VendorLicenceTask[]; pagination: Pagination }> {
  const window = { page: query.page, limit: VENDOR_LICENCE_PAGE_SIZE };
  const { offset, limit } = pageWindow(window);
  const where = eq(vendorLicenceTasks.state, query.state);
  const order =
    query.state === 'pending'
      ? [asc(vendorLicenceTasks.createdAt), asc(vendorLicenceTasks.id)]
      : [desc(vendorLicenceTasks.doneAt), desc(vendorLicenceTasks.id)];
  const [rows, [total]] = await Promise.all([
    taskRows(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(vendorLicenceTasks).where(where),
  ]);
  return {
    tasks: rows.map((row) => toTask(row, language)),
    pagination: paginationOf(window, total?.value ?? 0),
  };
}

const CSV_HEADER = ['action', 'ninjatrader_email', 'product', 'reason', 'buyer_email', 'order', 'asked_at'];

/**
 * GET /api/admin/vendor-licences/export: the pending tasks, oldest first, as CSV (every cell neutralised against
 * formulas, `lib/csv.ts`): the to-do list to carry out in NinjaTrader's vendor portal. A short list, read whole.
 */
export async function pendingTasksCsv(
  db: Database,
  language: Language,
): Promise<{ rows: number; text: string }> {
  const rows = await taskRows(db)
    .where(eq(vendorLicenceTasks.state, 'pending'))
    .orderBy(asc(vendorLicenceTasks.createdAt), asc(vendorLicenceTasks.id));
  const tasks = rows.map((row) => toTask(row, language));
  const text = toCsv(
    CSV_HEADER,
    tasks.map((task) => [
      task.action,
      task.ninjaTraderEmail,
      task.productName,
      task.reason,
      task.buyerEmail,
      task.orderId,
      task.createdAt,
    ]),
  );
  return { rows: tasks.length, text };
}

/**
 * POST /api/admin/vendor-licences/:id/done: the owner carried the task out in NinjaTrader (`done` true), or
 * marked it by mistake (false). A mark that changes nothing is 409 `vendorLicence.alreadyInState`; each change
 * is audited (`vendorLicence.done` / `vendorLicence.undone`) in its transaction.
 */
export async function markVendorLicenceTask(
  db: Database,
  actor: AuditActor,
  taskId: string,
  done: boolean,
  language: Language,
): Promise<VendorLicenceTask> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(vendorLicenceTasks)
      .where(eq(vendorLicenceTasks.id, taskId))
      .for('update');
    if (!task) throw notFound('vendorLicence.notFound');
    const to: VendorLicenceTaskState = done ? 'done' : 'pending';
    if (task.state === to) throw conflict('vendorLicence.alreadyInState');
    const doneAt = done ? new Date() : null;
    // A closed account's task keeps the NinjaTrader e-mail only while it is to be carried out; once done it takes
    // the account's anonymous address (docs/rules/vendor-licences.md).
    const [buyer] = await tx
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, task.userId));
    const forgotten = done && buyer?.deletedAt ? { ninjaTraderEmail: buyer.email } : {};
    await tx
      .update(vendorLicenceTasks)
      .set({ state: to, doneBy: done ? actor.id : null, doneAt, ...forgotten })
      .where(eq(vendorLicenceTasks.id, taskId));
    await recordAudit(tx, [
      {
        actor,
        action: done ? 'vendorLicence.done' : 'vendorLicence.undone',
        target: `vendorLicence:${task.id}`,
        before: { state: task.state },
        // The task's id names the account; the NinjaTrader e-mail stays on the task alone, which forgets it.
        after: { state: to, action: task.action },
      },
    ]);
    const [row] = await taskRows(tx).where(eq(vendorLicenceTasks.id, taskId));
    return toTask(row!, language);
  });
}

/**
 * GET /api/vendor-licences: the caller's products licensed by NinjaTrader and where each stands, from its latest
 * task: a create not yet done is `pending`, done `active`; a revocation is `revoked` once done (until then the
 * licence still runs in NinjaTrader, so `active`).
 */
export async function myVendorLicences(
  db: Database,
  userId: string,
  language: Language,
): Promise<VendorLicenceStatusList> {
  const rows = await taskRows(db)
    .where(eq(vendorLicenceTasks.userId, userId))
    .orderBy(desc(vendorLicenceTasks.createdAt), desc(vendorLicenceTasks.id));
  const latest = new Map<string, TaskRow>();
  for (const row of rows) if (!latest.has(row.task.productId)) latest.set(row.task.productId, row);
  return {
    licences: [...latest.values()].map((row) => ({
      productId: row.task.productId,
      productName: localized(row.product, 'name', language),
      ninjaTraderEmail: row.task.ninjaTraderEmail,
      state:
        row.task.action === 'create'
          ? row.task.state === 'done'
            ? 'active'
            : 'pending'
          : row.task.state === 'done'
            ? 'revoked'
            : 'active',
    })),
  };
}
