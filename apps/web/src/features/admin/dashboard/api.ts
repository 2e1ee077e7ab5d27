import { type ExchangeRate, exchangeRateAnswerSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'exchange-rate'] as const;

/** GET /api/admin/exchange-rate: the euros-per-dollar rate, null until set (docs/rules/currencies.md). */
export function useExchangeRate() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/admin/exchange-rate', { schema: exchangeRateAnswerSchema, signal }),
  });
}

/** PUT /api/admin/exchange-rate; the rate reloads. */
export function useSaveExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeRate) =>
      apiRequest('/admin/exchange-rate', { schema: exchangeRateAnswerSchema, method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
