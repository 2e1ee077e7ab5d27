import type {
  AdminProductListQuery,
  AdminRelease,
  BulkPriceUpdate,
  BundleContentsBody,
  PriceChange,
  ProductCreate,
  ProductPublication,
  ProductUpdate,
  ReleasePublish,
  ReleaseUpload,
  UpgradePathsBody,
} from '@shop/contracts';
import {
  adminProductListSchema,
  adminProductSchema,
  adminProductStatsSchema,
  adminReleaseListSchema,
  adminReleaseSchema,
  bulkPriceResultSchema,
  priceHistorySchema,
  productSellingSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { uploadWithProgress } from '@/shared/api/upload';

/** Query parts are sent only when set (docs/rules/back-office.md). */
function toQueryString(query: AdminProductListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return params.toString();
}

/** GET /api/admin/products: one page, 50 products by default. */
export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery({
    queryKey: ['admin', 'products', query],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/products?${toQueryString(query)}`, { schema: adminProductListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductStats() {
  return useQuery({
    queryKey: ['admin', 'products', 'stats'],
    queryFn: ({ signal }) => apiRequest('/admin/products/stats', { schema: adminProductStatsSchema, signal }),
  });
}

export function usePriceHistory(productId: string) {
  return useQuery({
    queryKey: ['admin', 'products', 'history', productId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/products/${productId}/price-history`, { schema: priceHistorySchema, signal }),
  });
}

/**
 * A mutation that, once done, reloads the admin product list and stats and the storefront's product
 * queries (the admin may look at the shop next).
 */
function useCatalogueMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all(
        ['admin', 'products', 'product'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}

export const useChangePrice = () =>
  useCatalogueMutation(({ productId, ...body }: PriceChange & { productId: string }) =>
    apiRequest(`/admin/products/${productId}/price`, { schema: adminProductSchema, method: 'PUT', body }),
  );

export const useBulkPrice = () =>
  useCatalogueMutation((body: BulkPriceUpdate) =>
    apiRequest('/admin/products/bulk-price-update', { schema: bulkPriceResultSchema, method: 'PUT', body }),
  );

export const useCreateProduct = () =>
  useCatalogueMutation((body: ProductCreate) =>
    apiRequest('/admin/products', { schema: adminProductSchema, method: 'POST', body }),
  );

export const useUpdateProduct = () =>
  useCatalogueMutation(({ productId, ...body }: ProductUpdate & { productId: string }) =>
    apiRequest(`/admin/products/${productId}`, { schema: adminProductSchema, method: 'PUT', body }),
  );

/** Takes a product off sale or puts it back (the storefront hides an off-sale product at once). */
export const usePublication = () =>
  useCatalogueMutation(({ productId, ...body }: ProductPublication & { productId: string }) =>
    apiRequest(`/admin/products/${productId}/publication`, {
      schema: adminProductSchema,
      method: 'PUT',
      body,
    }),
  );

export const useUploadImage = () =>
  useCatalogueMutation(({ productId, file }: { productId: string; file: Blob }) =>
    apiRequest(`/admin/products/${productId}/images`, { schema: adminProductSchema, method: 'POST', file }),
  );

/** Zips may be large: a longer time-out than the client's 30 s. */
export const useUploadZip = () =>
  useCatalogueMutation(({ productId, file }: { productId: string; file: Blob }) =>
    apiRequest(`/admin/products/${productId}/zip`, {
      schema: adminProductSchema,
      method: 'PUT',
      file,
      timeoutMs: 300_000,
    }),
  );

/** GET /api/admin/products/:id/selling: the indicators it contains and the products it upgrades to. */
export const useProductSelling = (productId: string) =>
  useQuery({
    queryKey: ['admin', 'selling', productId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/products/${productId}/selling`, { schema: productSellingSchema, signal }),
  });

/** Sets a bundle's indicators (docs/rules/bundles.md); answers what the product now sells. */
export const useSetBundleContents = () =>
  useCatalogueMutation(({ productId, ...body }: BundleContentsBody & { productId: string }) =>
    apiRequest(`/admin/products/${productId}/bundle`, { schema: productSellingSchema, method: 'PUT', body }),
  );

/** Sets the paths leaving a product (docs/rules/upgrades.md); answers what the product now sells. */
export const useSetUpgradePaths = () =>
  useCatalogueMutation(({ productId, ...body }: UpgradePathsBody & { productId: string }) =>
    apiRequest(`/admin/products/${productId}/upgrade-paths`, {
      schema: productSellingSchema,
      method: 'PUT',
      body,
    }),
  );

/** GET /api/admin/products/:id/releases: the kept releases with their download counts. */
export const useAdminReleases = (productId: string) =>
  useQuery({
    queryKey: ['admin', 'releases', productId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/products/${productId}/releases`, { schema: adminReleaseListSchema, signal }),
  });

/**
 * Uploads the zip (reporting progress), then publishes it: POST …/releases/upload, then POST …/releases
 * (docs/rules/releases.md). Answers the release and whether it replaced one of the same version.
 */
export function usePublishRelease(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: Omit<ReleasePublish, 'file'> & { zip: Blob; onProgress(fraction: number): void },
    ) => {
      const { zip, onProgress, ...texts } = input;
      const upload = (await uploadWithProgress(
        `/admin/products/${productId}/releases/upload?version=${encodeURIComponent(texts.version)}`,
        zip,
        onProgress,
      )) as ReleaseUpload;
      const existing = queryClient
        .getQueryData<{ releases: AdminRelease[] }>(['admin', 'releases', productId])
        ?.releases.some((release) => release.version === texts.version);
      const release = await apiRequest(`/admin/products/${productId}/releases`, {
        schema: adminReleaseSchema,
        method: 'POST',
        body: { ...texts, file: upload.file },
      });
      return { release, republished: Boolean(existing) };
    },
    onSuccess: async () => {
      await Promise.all(
        ['admin', 'products', 'product'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
