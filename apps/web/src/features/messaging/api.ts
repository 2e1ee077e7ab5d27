import type { ContactRequest, NewsletterSubscribeRequest } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

/** POST /api/newsletter/subscribe: double opt-in, the answer asks to check the inbox. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterSubscribeRequest) =>
      apiRequest('/newsletter/subscribe', { schema: contract('messageResultSchema'), method: 'POST', body }),
  });
}

/** POST /api/email/contact: the message goes to support, who answer by e-mail. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      apiRequest('/email/contact', { schema: contract('messageResultSchema'), method: 'POST', body }),
  });
}
