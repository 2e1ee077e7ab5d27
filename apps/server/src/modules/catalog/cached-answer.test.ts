import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedAnswer } from './cached-answer';

describe('CachedAnswer', () => {
  const body = JSON.stringify({
    items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'Délai ≠ ⚡' })),
  });

  it('has a strong ETag of its bytes: the same body, the same tag; another body, another', () => {
    expect(new CachedAnswer(body).etag).toMatch(/^"[\w-]{27}"$/);
    expect(new CachedAnswer(body).etag).toBe(new CachedAnswer(body).etag);
    expect(new CachedAnswer(`${body} `).etag).not.toBe(new CachedAnswer(body).etag);
  });

  it('compresses its body once per encoding and hands the same copy to every later use', async () => {
    const answer = new CachedAnswer(body);
    const br = await answer.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(br.length).toBeLessThan(Buffer.byteLength(body) / 4);
    expect(await answer.encoded('br')).toBe(br);
    const gzip = await answer.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(await answer.encoded('gzip')).toBe(gzip);
  });
});
