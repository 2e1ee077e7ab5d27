import type { Pagination } from '@shop/contracts';

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

export function planPage(query: { page: number; limit: number }, totalItems: number): PagePlan {
  const { offset, limit } = pageWindow(query);
  if (offset >= totalItems) return { empty: true };
  if (offset < totalItems / 2) return { empty: false, offset, limit, reversed: false };
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
 * totals stay right and the client can step back.
 */
export function paginationOf(query: { page: number; limit: number }, totalItems: number): Pagination {
  return {
    current: query.page,
    total: Math.ceil(totalItems / query.limit),
    totalItems,
    limit: query.limit,
  };
}
