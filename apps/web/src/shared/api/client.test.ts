import { messageResultSchema } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';

vi.mock('../i18n', () => ({ i18next: { language: 'en', t: (key: string) => key } }));
vi.mock('../session/store', () => ({
  useSession: { getState: () => ({ userInfo: null, clearUser: () => undefined }) },
}));

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest with a contract schema', () => {
  it('returns an answer that matches its contract, untouched', async () => {
    answer({ success: true, message: 'Subscribed', extra: 'kept' });
    await expect(apiRequest('/newsletter/subscribe', { schema: messageResultSchema })).resolves.toEqual({
      success: true,
      message: 'Subscribed',
      extra: 'kept',
    });
  });

  it('fails, naming the route and the field, when the answer drifts from its contract', async () => {
    answer({ success: true, message: 42 });
    const request = apiRequest('/newsletter/subscribe', { schema: messageResultSchema });
    await expect(request).rejects.toMatchObject({ code: 'contract' });
    await expect(request).rejects.toThrow(/\/newsletter\/subscribe answered outside its contract: message: /);
  });

  it('leaves an answer without a schema unchecked', async () => {
    answer({ message: 42 });
    await expect(apiRequest<unknown>('/newsletter/subscribe')).resolves.toEqual({ message: 42 });
  });

  it('still turns an error answer into its translated error, not a contract failure', async () => {
    answer({ code: 'newsletter.invalid', message: 'Adresse invalide' }, 400);
    await expect(apiRequest('/newsletter/subscribe', { schema: messageResultSchema })).rejects.toMatchObject({
      code: 'newsletter.invalid',
      status: 400,
    });
  });
});
