import type { ReleaseEmailsSetting } from '@shop/contracts';
import { buyerReleaseListSchema, releaseEmailsSettingSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** GET /api/users/releases: per held product, the version the buyer has and the newest they may get. */
export const useBuyerReleases = () =>
  useQuery({
    queryKey: ['users', 'releases'],
    queryFn: ({ signal }) => apiRequest('/users/releases', { schema: buyerReleaseListSchema, signal }),
    staleTime: 0,
  });

const settingKey = ['users', 'release-emails'];

/** GET and PUT /api/users/release-emails: the switch for new-version e-mails. */
export function useReleaseEmails() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: settingKey,
    queryFn: ({ signal }) =>
      apiRequest('/users/release-emails', { schema: releaseEmailsSettingSchema, signal }),
  });
  const change = useMutation({
    mutationFn: (body: ReleaseEmailsSetting) =>
      apiRequest('/users/release-emails', { schema: releaseEmailsSettingSchema, method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
  return { setting, change };
}
