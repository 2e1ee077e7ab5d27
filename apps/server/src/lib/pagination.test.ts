import { describe, expect, it } from 'vitest';
import { exactTotal, paginationOf, planPage, readPage } from './pagination';

const list = Array.from({ length: 45 }, (_, index) => index);
/** A newest-first list read from either end, as a database would with ORDER BY … ASC / DESC. */
const read = async (offset: number, limit: number, reversed: boolean) =>
  (reversed ? [...list].reverse() : list).slice(offset, offset + limit);

describe('paged reads', () => {
  it('reads every page, from the near end for the second half, in list order', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(await readPage(planPage({ page, limit: 20 }, exactTotal(list.length)), read));
    }
    expect(pages.flat()).toEqual(list);
    expect(planPage({ page: 3, limit: 20 }, exactTotal(45))).toEqual({
      empty: false,
      offset: 0,
      limit: 5,
      reversed: true,
    });
    expect(planPage({ page: 2, limit: 20 }, exactTotal(45))).toEqual({
      empty: false,
      offset: 20,
      limit: 20,
      reversed: false,
    });
    expect(planPage({ page: 2, limit: 20 }, exactTotal(39))).toEqual({
      empty: false,
      offset: 0,
      limit: 19,
      reversed: true,
    });
    expect(planPage({ page: 1, limit: 20 }, exactTotal(45))).toEqual({
      empty: false,
      offset: 0,
      limit: 20,
      reversed: false,
    });
  });

  it('answers nothing past the last page, and keeps the totals', async () => {
    expect(await readPage(planPage({ page: 4, limit: 20 }, exactTotal(45)), read)).toEqual([]);
    expect(planPage({ page: 1, limit: 20 }, exactTotal(0))).toEqual({ empty: true });
    expect(paginationOf({ page: 4, limit: 20 }, 45)).toEqual({
      current: 4,
      total: 3,
      totalItems: 45,
      limit: 20,
    });
    expect(paginationOf({ page: 1, limit: 20 }, 0)).toEqual({
      current: 1,
      total: 0,
      totalItems: 0,
      limit: 20,
    });
  });

  it('reads a capped search total from the front only, and says the total is a lower bound', () => {
    const capped = { items: 1000, exact: false };
    expect(planPage({ page: 50, limit: 20 }, capped)).toEqual({
      empty: false,
      offset: 980,
      limit: 20,
      reversed: false,
    });
    expect(planPage({ page: 51, limit: 20 }, capped)).toEqual({ empty: true });
    expect(paginationOf({ page: 2, limit: 20 }, capped)).toEqual({
      current: 2,
      total: 50,
      totalItems: 1000,
      limit: 20,
      totalIsLowerBound: true,
    });
  });
});
