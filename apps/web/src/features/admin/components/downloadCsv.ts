/**
 * Downloads a file the API serves only with the bearer token (a plain link could not send it), under
 * `name`, or else the name of its Content-Disposition header (quoted or not).
 */
export async function downloadCsv(token: string, url: string, name?: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(String(response.status));
  const header = response.headers.get('content-disposition') ?? '';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? /filename="?([^";]+)"?/.exec(header)?.[1] ?? 'export.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
