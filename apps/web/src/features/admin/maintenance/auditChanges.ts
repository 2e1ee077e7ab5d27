/** One field an audited write changed, its values as recorded (cents, booleans, texts…). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an audit entry's write changed, in the order the record lists them: the keys whose values
 * differ between before and after (a creation lists every field of after, a deletion every field of
 * before). A state that is not a record (a task's output) is one change of the whole value.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === undefined && after === undefined ? [] : [{ field: '', before, after }];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({ field, before: old[field], after: next[field] }));
}
