import { describe, expect, it } from 'vitest';
import { adminOrderStatusFilters, orderBadgeOf, orderStatusesOfFilter } from './admin-orders';
import { orderStatuses } from './orders';

describe('order statuses in the back-office', () => {
  it('give every status its own badge', () => {
    for (const status of orderStatuses) expect(orderBadgeOf(status)).toBe(status);
  });

  it('list under a filter exactly the orders whose badge belongs to it: no expired checkout under pending', () => {
    for (const filter of adminOrderStatusFilters.filter((name) => name !== 'all')) {
      const listed: readonly string[] = orderStatusesOfFilter[filter];
      for (const status of orderStatuses) {
        const badge = orderBadgeOf(status);
        expect(listed.includes(status), `${filter} / ${status}`).toBe(
          badge === filter || (filter === 'refunded' && badge === 'partially_refunded'),
        );
      }
    }
    expect(orderStatusesOfFilter.pending).toEqual(['pending']);
  });
});
