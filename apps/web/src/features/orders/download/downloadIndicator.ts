import type { PurchasedProduct } from '@shop/contracts';
import { downloadResponseSchema } from '@shop/contracts';
import { apiRequest } from '@/shared/api/client';
import { fetchSignedFile, saveBlob } from '@/shared/saveFile';
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
    await fetchSignedFile(downloadUrl, token, DOWNLOAD_TIMEOUT_MS),
    new URL(downloadUrl, window.location.href).searchParams.get('name') ?? 'download.zip',
  );
}
