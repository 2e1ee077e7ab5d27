import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '@/shared/api/client';
import { fetchSignedFile, saveBlob } from '@/shared/saveFile';
import { useSession } from '@/shared/session/store';

/** As an indicator's zip (docs/rules/downloads.md): the wait for the file's answer gives up after 30 s. */
const LICENCE_FILE_TIMEOUT_MS = 30_000;

/**
 * Asks `path` (a licence request's, a trial's or a lease's `/file` route) for a 5-minute signed link to the
 * licence file, then fetches it with the bearer token (the link serves its owner's session alone, SECURITY.md)
 * and saves it under the file's name.
 */
export async function downloadLicenceFileFrom(path: string): Promise<void> {
  const { licenseUrl, fileName } = await apiRequest(path, { schema: contract('licenceFileResponseSchema') });
  const token = useSession.getState().userInfo?.token;
  saveBlob(await fetchSignedFile(licenseUrl, token, LICENCE_FILE_TIMEOUT_MS), fileName);
}

/**
 * A list's licence-file downloads through `fetchFile`: the id of the one under way (its button waits), and the
 * last failure, already translated by the server or generic.
 */
export function useLicenceFileDownload(fetchFile: (id: string) => Promise<void>) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (id: string) => {
    setError(null);
    setDownloading(id);
    try {
      await fetchFile(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.generic'));
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading, error };
}
