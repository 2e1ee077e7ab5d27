// A rule that the code already breaks in places: the places are listed in a baseline file that only shrinks.
// A new offence fails, and so does a baseline line that no longer matches one (it must be removed, so the
// list stays the exact debt). Shared by `npm run check:deps`'s checks.
import { readFileSync, writeFileSync } from 'node:fs';

export function compare(found, baseline) {
  return {
    added: found.filter((entry) => !baseline.includes(entry)),
    gone: baseline.filter((entry) => !found.includes(entry)),
  };
}

/**
 * Runs a check from the command line: `--write` rewrites the baseline with what is found today; otherwise
 * each new offence and each stale line is printed, then a count, and the exit code says whether both are none.
 */
export function checkAgainstBaseline({ found, baselineFile, added: addedText, gone: goneText, counted }) {
  if (process.argv.includes('--write')) {
    writeFileSync(baselineFile, `${found.join('\n')}\n`);
    console.log(`${found.length} lines written to ${baselineFile}`);
    return 0;
  }
  const baseline = readFileSync(baselineFile, 'utf8').split('\n').filter(Boolean);
  const { added, gone } = compare(found, baseline);
  for (const entry of added) console.error(`${addedText}: ${entry}`);
  for (const entry of gone) console.error(`${goneText}, remove it from the baseline: ${entry}`);
  console.log(`${found.length} ${counted} (baseline ${baseline.length})`);
  return added.length || gone.length ? 1 : 0;
}
