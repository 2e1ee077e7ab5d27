import type { Pagination } from '@shop/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db/client';

/**
 * How far a search's matches are counted. A broad search (a common surname) matches tens of thousands of rows;
 * counting them all costs more than the page itself and nobody pages that far, so the answer says "more than".
 */
export const SEARCH_COUNT_CAP = 1000;

/** A list's size: exact, or a lower bound when a search matched more than `SEARCH_COUNT_CAP` rows. */
export interface ListTotal {
  items: number;
  exact: boolean;
}

/** The rows matching `where`, counted up to the cap (the scan stops at the first row past it). */
export async function countUpTo(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  cap = SEARCH_COUNT_CAP,
): Promise<ListTotal> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  const items = row?.value ?? 0;
  return items > cap ? { items: cap, exact: false } : { items, exact: true };
}

/** A total the shop knows exactly (from a maintained summary or a full count). */
export const exactTotal = (items: number): ListTotal => ({ items, exact: true });

/** The rows to skip and take for a 1-based page. */
export function pageWindow(query: { page: number; limit: number }): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.limit, limit: query.limit };
}

/**
 * How to read a page once the total is known, so no page costs more than half the list: a page in the
 * second half is read from the other end (`reversed`: run the query in the opposite order, then reverse the
 * rows). A page past the last reads nothing.
 */
export type PagePlan = { empty: true } | { empty: false; offset: number; limit: number; reversed: boolean };

export function planPage(query: { page: number; limit: number }, total: ListTotal): PagePlan {
  const { offset, limit } = pageWindow(query);
  const totalItems = total.items;
  if (offset >= totalItems) return { empty: true };
  // Only an exact total tells where the far end is.
  if (offset < totalItems / 2 || !total.exact) return { empty: false, offset, limit, reversed: false };
  const take = Math.min(limit, totalItems - offset);
  return { empty: false, offset: totalItems - offset - take, limit: take, reversed: true };
}

/** Runs a planned page read: `read(offset, limit, reversed)` answers rows in the order it was asked for. */
export async function readPage<T>(
  plan: PagePlan,
  read: (offset: number, limit: number, reversed: boolean) => Promise<T[]>,
): Promise<T[]> {
  if (plan.empty) return [];
  const rows = await read(plan.offset, plan.limit, plan.reversed);
  return plan.reversed ? rows.reverse() : rows;
}

/**
 * The pagination block of admin lists (docs/rules/back-office.md). A page past the last keeps its number and gets no rows, so the
 * totals stay right and the client can step back. A capped count says so (`totalIsLowerBound`).
 */
export function paginationOf(query: { page: number; limit: number }, total: number | ListTotal): Pagination {
  const { items, exact } = typeof total === 'number' ? exactTotal(total) : total;
  return {
    current: query.page,
    total: Math.ceil(items / query.limit),
    totalItems: items,
    limit: query.limit,
    ...(exact ? {} : { totalIsLowerBound: true }),
  };
}
