import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorefrontRenderer } from '@shop/contracts';
import type { ShopModule } from '../../src/modules/shop-module';
import { createModulePagesTestApp } from '../module-app';
import type { TestApp } from '../test-app';

/**
 * The storefront as a crawler, a link preview or a phone on a slow network gets it: plain HTTP, no script
 * run. The pages are rendered by the web app's own server entry (its source, as the build bundles it).
 */
const webEntry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
const template = `<!doctype html>
<html lang="fr">
  <head><meta charset="UTF-8" /><title>Ninja Indicators</title>
    <script type="module" src="/assets/index-abc.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

export interface StorefrontTestApp {
  testApp: TestApp;
  /** The web build's directory the app serves (its index.html and the long descriptions). */
  dist: string;
  storefront: StorefrontRenderer;
  close(): Promise<void>;
}

/**
 * A test app serving server-rendered pages, from a web "build" holding the template and the descriptions: the
 * pages, `modules`, what they need and what the pages read (createModulePagesTestApp).
 */
export async function createModuleStorefrontApp(modules: readonly ShopModule[]): Promise<StorefrontTestApp> {
  const dist = await mkdtemp(join(tmpdir(), 'shop-ssr-dist-'));
  await writeFile(join(dist, 'index.html'), template);
  await cp(join(publicDir, 'descriptions'), join(dist, 'descriptions'), { recursive: true });
  const storefront = (await import(/* @vite-ignore */ webEntry)) as StorefrontRenderer;
  const env = { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example' };
  const testApp = await createModulePagesTestApp(modules, env, { storefront });
  return {
    testApp,
    dist,
    storefront,
    async close() {
      await testApp.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

/** The part of a page the web app rendered. */
export const renderedBody = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** What the server rendered the page with (the language, the query cache), as the browser reads it. */
export const serverState = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="server-state">([^<]*)<\/script>/)![1]!);
