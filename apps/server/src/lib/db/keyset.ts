/** How many rows an export reads per query: large enough to amortise the round trip, small in memory. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Every row of a list, in batches read by keyset (each query starts after the last row of the one before,
 * through the list's index), so memory and each query's cost stay the same at row 300,000 as at row 1.
 * `readAfter(cursor, limit)` answers the rows after `cursor` (all from the start when undefined), in order.
 */
export async function* keysetBatches<Row, Cursor>(
  readAfter: (cursor: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await readAfter(cursor, batchRows);
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    cursor = cursorOf(rows[rows.length - 1]!);
  }
}

/** Each batch's rows mapped one by one (a database row to a CSV row). */
export async function* mapBatches<Row, Mapped>(
  batches: AsyncIterable<Row[]>,
  map: (row: Row) => Mapped,
): AsyncGenerator<Mapped[]> {
  for await (const batch of batches) yield batch.map(map);
}
