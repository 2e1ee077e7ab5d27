import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core as @axe-core/playwright ships it (its own pinned copy, so the rules stay those the suite ran
 * before it injected axe itself).
 */
const require = createRequire(import.meta.url);
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;
const injectAxe = `${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** The part of axe's answer the check reads. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}
type AxeWindow = { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } };

/**
 * Runs axe-core on the page as it stands and fails on any violation, whatever its impact. The rule checking
 * that an accessible name contains the visible label is experimental in axe, so it is switched on explicitly.
 *
 * axe runs in the page itself (`axe.run`, what @axe-core/playwright's legacy mode does): the default runs each
 * frame apart, then finishes in a blank page it opens for each call, which only cross-origin frames need (the
 * shop has no frame). Only violations are gathered, not the thousands of passing nodes. Both leave the rules
 * and their verdicts as they were; together they make a run 2.6 times faster (measured on six pages: 12 runs
 * took 42 s, now 16 s; session 43). axe's 550 kB script is injected once per document: @axe-core/playwright
 * evaluated it twice on every call, and a page checked at two widths or in several states paid it each time.
 * `accessibility.spec.ts` shows the check still fails on a deliberate violation.
 */
export async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  // Colour transitions (hover, header on scroll) must have settled before contrast is measured; endless
  // animations (a spinner) never settle and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(injectAxe);
  const { violations } = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}
