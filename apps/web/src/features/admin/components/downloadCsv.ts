/** Where a CSV byte stream stands: records ended so far, and whether the reader is inside a quoted cell. */
export interface CsvProgress {
  records: number;
  quoted: boolean;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records a chunk of CSV ends. A line break inside quotes belongs to a cell (an address, a note);
 * an escaped quote (`""`) flips the state twice, so it needs no look-ahead. Bytes, not text: in UTF-8 neither
 * byte occurs inside another character.
 */
export function advanceCsvProgress(progress: CsvProgress, chunk: Uint8Array): CsvProgress {
  let { records, quoted } = progress;
  for (const byte of chunk) {
    if (byte === QUOTE) quoted = !quoted;
    else if (byte === LINE_FEED && !quoted) records++;
  }
  return { records, quoted };
}

/** How far a download is: data rows received (the header left out), and the rows announced, when known. */
export type ExportProgress = { rows: number; total: number | undefined };

/**
 * Downloads a file the API serves only with the bearer token (a plain link could not send it), under
 * `name`, or else the name of its Content-Disposition header (quoted or not), as `type` (a CSV by default). A streamed export announces its
 * row count (`x-export-rows`); `onProgress` hears the rows received as they arrive.
 */
export async function downloadCsv(
  token: string,
  url: string,
  options: { name?: string; type?: string; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(String(response.status));
  const announced = response.headers.get('x-export-rows');
  const total = announced === null ? undefined : Number(announced);
  const parts: Uint8Array[] = [];
  let progress: CsvProgress = { records: 0, quoted: false };
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    progress = advanceCsvProgress(progress, value);
    options.onProgress?.({ rows: Math.max(progress.records - 1, 0), total });
  }
  const header = response.headers.get('content-disposition') ?? '';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(parts as BlobPart[], { type: options.type ?? 'text/csv' }));
  link.download = options.name ?? /filename="?([^";]+)"?/.exec(header)?.[1] ?? 'export.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
