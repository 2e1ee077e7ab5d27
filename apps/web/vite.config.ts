import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * React Router's package resolves every import to its development build, whose only difference from the
 * production build beside it is `ENABLE_DEV_WARNINGS = true`: the warnings' code and texts, for developers,
 * in every visitor's first load (remix-run/react-router#14102). The browser build takes the production one;
 * `vite` (dev) and the server render keep the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * Two builds: the browser's (`dist`, entry-client through index.html) and the server render's
 * (`vite build --ssr src/entry-server.tsx`, into `dist-ssr`, outside the folder the server publishes).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // Brotli and gzip copies of every text asset, written once at build time and served by content
  // negotiation (the server's static plugin, `preCompressed`), so no request pays for compressing them.
  // React's JSX and, under `vite` (dev), its fast refresh.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ threshold: 1024 })])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? [reactRouterProduction] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: !isSsrBuild,
    // The server reads the public files (descriptions, images) from the browser build's copy.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks and styles each entry and lazy page pulls in (bench/bytes.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: {
              react: [
                'react',
                'react-dom',
                'react-dom/client',
                'react/jsx-runtime',
                'scheduler',
                'react-router',
                'i18next',
                'react-i18next',
              ],
            },
          },
        },
  },
}));
