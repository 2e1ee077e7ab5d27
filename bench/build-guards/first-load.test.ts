import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bytesReport, chunksWith, HOME_JS_BUDGET_BYTES, PAGE_JS_BUDGET_BYTES, ZOD_MODULES } from '../bytes';

/**
 * What a storefront page makes a phone download before it renders, read from the build that `npm start`
 * serves: the byte budgets (issue 26) and the libraries that must stay out of a first load. The bench
 * reports the same figures (bench/bytes.ts); these tests make a change that breaks them fail CI.
 */
const distDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const report = bytesReport(distDir);

describe('the storefront first loads of the built web app', () => {
  it.each(report.pages.map((page, index) => ({ ...page, index })))(
    '$page: initial JavaScript within its budget, brotli as served',
    ({ js, index }) => {
      const budget = index === 0 ? HOME_JS_BUDGET_BYTES : PAGE_JS_BUDGET_BYTES;
      expect(js.brotliBytes).toBeGreaterThan(0);
      expect(js.brotliBytes).toBeLessThanOrEqual(budget);
    },
  );

  it.each(report.pages)('$page: no zod in its first load', ({ files }) => {
    expect(chunksWith(ZOD_MODULES, distDir, files)).toEqual([]);
  });

  // Issue 45: evaluating zod and the schemas took about 1 s of main thread at 4× CPU once the home page was idle
  // (its forms). The forms load their schema at their first focus or submit; the review form reads its limit
  // from a zod-free module.
  it.each(report.pages)('$page: no zod in what it fetches once idle either', ({ deferredFiles }) => {
    expect(chunksWith(ZOD_MODULES, distDir, deferredFiles)).toEqual([]);
  });

  it('no storefront chunk, first load or fetched later, bundles the chart library', () => {
    expect(report.storefrontChartChunks).toEqual([]);
  });

  it('finds zod where the build has it (a form chunk fetched later), so the guard above reads real maps', () => {
    const files = report.lazyChunks.map((chunk) => chunk.file);
    expect(chunksWith(ZOD_MODULES, distDir, files)?.length).toBeGreaterThan(0);
  });
});
