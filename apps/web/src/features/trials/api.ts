import type { Trial, TrialStartBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';
import { downloadLicenceFileFrom } from '@/shared/licenceFile';

const MY_TRIALS = ['trials', 'mine'] as const;

/** GET /api/trials; a failure shows no trial. */
export function useMyTrials() {
  return useQuery({
    queryKey: MY_TRIALS,
    queryFn: ({ signal }) =>
      apiRequest('/trials', { schema: contract('trialListSchema'), signal }).catch(() => [] as Trial[]),
    staleTime: 0,
  });
}

/** POST /api/trials; the customer area's list reloads on success. */
export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrialStartBody) =>
      apiRequest('/trials', { schema: contract('trialSchema'), method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_TRIALS }),
  });
}

/** GET /api/trials/:id/file, then follows its 5-minute signed link. */
export function downloadTrialFile(id: string): Promise<void> {
  return downloadLicenceFileFrom(`/trials/${encodeURIComponent(id)}/file`);
}
