import type { PurchasedProduct } from '@shop/contracts';
import { downloadResponseSchema } from '@shop/contracts';
import { ApiRequestError, apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/saveFile';
import { useSession } from '@/shared/session/store';
import { DownloadFailure } from './downloadFailure';

/** docs/rules/downloads.md: a download gives up after 30 s without an answer. */
export const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * GET /api/download/:file, then the signed link it answers. The shop's own link is bound to the signed-in
 * user, so it is fetched with the bearer token and saved from memory; a presigned bucket URL (S3 storage)
 * is absolute and opened directly, the bucket naming the file.
 */
export async function downloadIndicator(product: PurchasedProduct): Promise<void> {
  if (!product.downloadLink) throw new DownloadFailure('noMapping');
  const token = useSession.getState().userInfo?.token;
  if (!token) throw new DownloadFailure('signedOut');
  const { downloadUrl } = await apiRequest(`/download/${encodeURIComponent(product.downloadLink)}`, {
    schema: downloadResponseSchema,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  if (!downloadUrl) throw new DownloadFailure('noUrl');
  if (!downloadUrl.startsWith('/')) {
    window.location.assign(downloadUrl);
    return;
  }
  saveBlob(
    await fetchSignedFile(downloadUrl, token),
    new URL(downloadUrl, window.location.href).searchParams.get('name') ?? 'download.zip',
  );
}

/** The file behind the shop's signed link; the time-out covers the wait for the answer, not the transfer. */
async function fetchSignedFile(url: string, token: string): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  } catch {
    throw new ApiRequestError('', 0, controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiRequestError('', response.status, 'http');
  return response.blob();
}
