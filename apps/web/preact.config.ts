/**
 * The app is written against React's API and runs on Preact (preact/compat), in the browser and in the
 * server render alike (docs/decisions/0010-preact.md): React DOM alone was 56 KB of the home page's 133 KB.
 * One renderer on both sides, because Preact's hydration trusts the server's markup: it keeps the HTML's
 * attributes as they are, recognises only its own Suspense markers, and its `useId` values differ from React's.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // react-i18next's shim of React 18's `useSyncExternalStore` is CommonJS requiring React, which the server's
  // tests would load past the aliases; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * The dependencies that import React. Where Node would load them as they are (the server render's build,
 * the server's tests), they are bundled instead, so the aliases reach their imports too: else they would
 * render with a real React next to the app's Preact.
 */
export const reactLibraries = [
  'react-router',
  '@tanstack/react-query',
  'react-i18next',
  'react-hook-form',
  '@hookform/resolvers',
  'embla-carousel-react',
  'react-markdown',
  'recharts',
  'react-redux',
  '@reduxjs/toolkit',
  'use-sync-external-store',
  'zustand',
];
