import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type MarketOpenReport, marketOpenMarkdown } from './market-open-report';

const results = (name: string) => readFileSync(new URL(`./results/${name}`, import.meta.url), 'utf8');

describe('the market-open report', () => {
  // The bench writes both files from one report: the markdown must be what the figures say.
  it('renders the last run’s figures as the markdown the run wrote beside them', () => {
    const report = JSON.parse(results('market-open.json')) as MarketOpenReport;
    expect(marketOpenMarkdown(report, 20)).toBe(results('market-open.md'));
  });

  it('says PostgreSQL was skipped when the run had none', () => {
    const report = JSON.parse(results('market-open.json')) as MarketOpenReport;
    const markdown = marketOpenMarkdown({ ...report, postgres: undefined }, 20);
    expect(markdown).toContain('| PostgreSQL | not reachable: skipped |');
    expect(markdown).not.toContain('## (b) Activations');
  });
});
