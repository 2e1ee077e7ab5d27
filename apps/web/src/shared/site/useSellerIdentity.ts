import { type PublicConfig, type SellerIdentity, sellerForDisplay } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

/** The query key of the public configuration, which the server's render fills in advance. */
export const publicConfigKey = ['config', 'public'] as const;

/** GET /api/config/public, read at run time so one build serves any installation. */
export function usePublicConfig(enabled = true): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => apiRequest('/config/public', { schema: contract('publicConfigSchema'), signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  return data;
}

/** The seller identity stored on the server (set in the back-office); undefined while loading. */
export function useSellerIdentity(): SellerIdentity | undefined {
  return usePublicConfig()?.seller;
}

/**
 * The seller facts as interpolation values of the legal texts (`{{sellerName}}`, `{{sellerRcs}}`…); a field
 * not set yet reads `notSet`, in the page's language.
 */
export function sellerTextValues(stored: SellerIdentity, notSet: string) {
  const seller = sellerForDisplay(stored, notSet);
  return {
    sellerName: seller.name,
    sellerLegalForm: seller.legalForm,
    sellerShareCapital: seller.shareCapital,
    sellerAddress: seller.address,
    sellerRcs: `${seller.rcsCity} ${seller.rcsNumber}`,
    sellerSiret: seller.siret,
    sellerVat: seller.vat,
    sellerHosting: seller.hosting,
    sellerEmail: seller.email,
    sellerPublisher: seller.publisher,
  };
}
