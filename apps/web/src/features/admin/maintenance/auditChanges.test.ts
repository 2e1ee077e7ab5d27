import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('keeps only the fields whose values differ', () => {
    expect(auditChanges({ priceCents: 4900, name: 'VWAP' }, { priceCents: 3900, name: 'VWAP' })).toEqual([
      { field: 'priceCents', before: 4900, after: 3900 },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditChanges(null, { status: 'paid', refundedCents: 0 })).toEqual([
      { field: 'status', before: undefined, after: 'paid' },
      { field: 'refundedCents', before: undefined, after: 0 },
    ]);
    expect(auditChanges({ email: 'a@b.c' }, null)).toEqual([
      { field: 'email', before: 'a@b.c', after: undefined },
    ]);
  });

  it('compares nested values by content', () => {
    expect(auditChanges({ lines: [{ qty: 1 }] }, { lines: [{ qty: 1 }] })).toEqual([]);
    expect(auditChanges({ lines: [{ qty: 1 }] }, { lines: [{ qty: 2 }] })).toHaveLength(1);
  });

  it('gives a state that is not a record as one whole change, and nothing for no state', () => {
    expect(auditChanges(undefined, 'done')).toEqual([{ field: '', before: undefined, after: 'done' }]);
    expect(auditChanges(undefined, undefined)).toEqual([]);
  });
});
