import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { againstBudget, chunksWithChart } from './bytes';

describe('chunksWithChart', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function chunk(file: string, sources: string[] | undefined) {
    writeFileSync(join(dist, file), 'export{}');
    if (sources)
      writeFileSync(join(dist, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }

  it('names the chunks whose source map lists recharts or the d3 and victory-vendor modules it bundles', () => {
    dist = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
    mkdirSync(join(dist, 'assets'));
    chunk('assets/index.js', ['../../src/main.tsx', '../../../../node_modules/react-router/dist/index.js']);
    chunk('assets/home.js', ['../../../../node_modules/recharts/es6/container/Surface.js']);
    chunk('assets/scale.js', ['../../../../node_modules/d3-scale/src/linear.js']);
    chunk('assets/vendor.js', ['../../../../node_modules/victory-vendor/es/d3-shape.js']);
    // A module that only mentions the name is not the library.
    chunk('assets/about.js', ['../../src/features/info/recharts-licence.ts']);
    expect(
      chunksWithChart(dist, [
        'assets/index.js',
        'assets/home.js',
        'assets/scale.js',
        'assets/vendor.js',
        'assets/about.js',
      ]),
    ).toEqual(['assets/home.js', 'assets/scale.js', 'assets/vendor.js']);
  });

  it('cannot tell when a chunk has no source map', () => {
    dist = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
    mkdirSync(join(dist, 'assets'));
    chunk('assets/index.js', ['../../src/main.tsx']);
    chunk('assets/lazy.js', undefined);
    expect(chunksWithChart(dist, ['assets/index.js', 'assets/lazy.js'])).toBeNull();
  });
});

describe('againstBudget', () => {
  it('says by how many bytes a page is over, even when the rounded KB equal the budget', () => {
    expect(againstBudget(130_014, 130_000)).toBe('**130.0** (14 B over)');
    expect(againstBudget(155_088, 150_000)).toBe('**155.1** (5,088 B over)');
  });

  it('shows the KB alone within the budget', () => {
    expect(againstBudget(130_000, 130_000)).toBe('130.0');
    expect(againstBudget(81_800, 130_000)).toBe('81.8');
  });
});
