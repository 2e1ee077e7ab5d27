import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { specsOf } from './languages';

const port = Number(process.env.E2E_PORT ?? 4173);
// The server's data folder, one per port, handed to start-server.mjs and to the tests (they read the
// e-mails from its outbox) through the environment both inherit.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `shop-e2e-${port}`);
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell: the same Blink and V8 as
 * /usr/bin/chromium, without the desktop browser around them), which is what Playwright itself runs for headless
 * Chromium. Over the French page sweep it took 41 CPU s against 78 for the full browser (renderers 32 against
 * 53, the browser process 6 against 19), 48 s against 63, every check the same (session 53). The full browser
 * when the shell is not installed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // The shop is one origin and embeds no frame: site isolation's processes and the browser's own services
    // (translation, hints, media router, back/forward cache) are work for nothing. Together 9 % less CPU over
    // the page sweep in French, every check unchanged (182 → 166 CPU s, measured with cgroup cpuacct, session 50).
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter,PaintHolding,BackForwardCache',
    // Extra flags to try (space-separated), for measuring; CI sets none.
    ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
};

/**
 * The page checks run in French and in English (the browser language drives detection); each domain journey
 * runs in one of the two, alternating by spec (languages.ts). A journey's steps are the same in both
 * languages, and the texts they read are the catalogues' own, which the i18n tests check key by key.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Three on two cores: the two cores were 22 % idle over the suite on two, which took 7.4 min against 6.0 on
  // three, alone and green both times (session 56, headless shell, shop on PostgreSQL). Session 53's one flaky
  // journey on three came with an aborted request's rate-limit key failing in the shop, fixed in session 54.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // One retry in CI so that a flaky test is named (report-flaky.mjs fails the run on it), not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // Recording a trace (DOM snapshots and screenshots at every step) costs each test CPU even when it is
    // thrown away; CI records the retry only, which is also the run that names a flaky test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'fr',
      testMatch: specsOf('fr'),
      use: { ...devices['Desktop Chrome'], locale: 'fr-FR', launchOptions: chromium },
      metadata: { language: 'fr' },
    },
    {
      name: 'en',
      testMatch: specsOf('en'),
      // English without a US region: the shop shows euros, as for French (docs/rules/currencies.md); en-US
      // would show US dollars, which currencies.spec.ts switches to on purpose.
      use: { ...devices['Desktop Chrome'], locale: 'en-GB', launchOptions: chromium },
      metadata: { language: 'en' },
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // start-server.mjs gives the shop five minutes (scripts/shop-process.mjs); this waits a little longer.
    timeout: 320_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
