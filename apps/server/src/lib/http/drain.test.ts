import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { halfSentRequest } from '../../../test/half-sent-request';
import { createModuleTestApp } from '../../../test/module-app';
import { catalogModule } from '../../modules/catalog';
import { healthModule } from '../../modules/health';
import { translate } from '../i18n';

describe('requests refused while the server closes', () => {
  it('answer 503 { code, message } in their language, with Connection: close and Retry-After', async () => {
    const ctx = await createModuleTestApp([catalogModule, healthModule]);
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const french = await halfSentRequest(port, '/api/products', 'fr');
      const english = await halfSentRequest(port, '/api/health', 'en');
      const closing = ctx.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const [request, language] of [
        [french, 'fr'],
        [english, 'en'],
      ] as const) {
        const answer = await request.finish();
        expect(answer.status).toBe(503);
        expect(answer.headers.connection).toBe('close');
        expect(answer.headers['retry-after']).toBe('5');
        expect(JSON.parse(answer.body)).toEqual({
          code: 'shuttingDown',
          message: translate(language, 'shuttingDown'),
        });
      }
      await closing;
    } finally {
      await ctx.close();
    }
  });
});
