import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '@/shared/api/client';
import { followDownloadLink } from '@/shared/saveFile';

/**
 * Asks `path` (a licence request's, a trial's or a lease's `/file` route) for a 5-minute signed link to the
 * licence file, then follows it; the server answers the link as an attachment.
 */
export async function downloadLicenceFileFrom(path: string): Promise<void> {
  const { licenseUrl, fileName } = await apiRequest(path, { schema: contract('licenceFileResponseSchema') });
  followDownloadLink(licenseUrl, fileName);
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
