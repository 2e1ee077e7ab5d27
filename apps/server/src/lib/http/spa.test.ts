import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';

describe('spaPlugin', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{"src/entry-client.tsx":{}}');
  const app = Fastify();
  app.register(spaPlugin, { distDir });
  afterAll(() => app.close());

  it('serves hashed assets as immutable', async () => {
    const answer = await app.inject({ url: '/assets/app-abc123.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('never serves the build manifest or any dot-folder', async () => {
    const answer = await app.inject({ url: '/.vite/manifest.json' });
    expect(answer.body).not.toContain('entry-client');
  });

  it('answers the web app pages with the app shell, other paths with it and a 404, unknown API paths 404', async () => {
    const page = await app.inject({ url: '/login?redirect=cart' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const unknown = await app.inject({ url: '/somewhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="root"');
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});
