import type { ApiError } from '@shop/contracts';
import { ApiRequestError } from '@/shared/api/errors';

/** Saves a downloaded blob under `name` through a temporary link (the browser's own download flow). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file behind one of the shop's signed links (`/api/files/download`), which is bound to the signed-in user
 * (zips, licence files, invoices and credit notes): fetched with the bearer token, as a plain link cannot send it. The time-out covers the
 * wait for the answer, not the transfer; a refusal keeps the server's translated message and code.
 */
export async function fetchSignedFile(
  url: string,
  token: string | undefined,
  timeoutMs: number,
): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
  } catch {
    throw new ApiRequestError('', 0, controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    const fromServer = typeof payload.message === 'string';
    throw new ApiRequestError(
      payload.message ?? '',
      response.status,
      payload.code ?? 'http',
      undefined,
      fromServer,
    );
  }
  return response.blob();
}
