// The downloads of the builds `npm test` has just made stay within their budgets (issue 35): the
// same figures as `npm run bench`'s bundle rows, read from dist/. Sizes do not depend on the
// machine, so they belong to the gate; a test fails naming the figure, its size and its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGETS_KB,
  type BundleFigure,
  bundleSizes,
  FORM_TABLE_BUDGET_KB,
  formTableSizes,
} from '../../bench/lib/bundle-sizes';

const DIST = join(import.meta.dirname, '..', '..', 'dist', 'extension', 'chrome-mv3');

describe('bundle budgets (KB of JavaScript, gzip)', () => {
  const sizes = bundleSizes();
  it.each(Object.keys(BUNDLE_BUDGETS_KB) as BundleFigure[])('%s stays within its budget', (figure) => {
    const kb = Number(sizes[figure].js.toFixed(1));
    expect(kb, `${figure}: ${kb} KB against a budget of ${BUNDLE_BUDGETS_KB[figure]} KB`).toBeLessThanOrEqual(
      BUNDLE_BUDGETS_KB[figure],
    );
    // A figure of nothing would be a build the test failed to read, not a small one.
    expect(kb).toBeGreaterThan(figure === 'progressBeyondWords' ? 0.5 : 20);
  });
});

describe('irregular forms tables the extension fetches (KB gzip)', () => {
  const tables = formTableSizes();
  it.each(Object.keys(tables))('%s stays within its budget', (language) => {
    const kb = Number(tables[language]?.gzip.toFixed(1));
    expect(kb, `${language}: ${kb} KB against a budget of ${FORM_TABLE_BUDGET_KB} KB`).toBeLessThanOrEqual(
      FORM_TABLE_BUDGET_KB,
    );
    // Spanish's, the smallest, is about 5.5 KB: nothing would be a copy the build missed.
    expect(kb).toBeGreaterThan(2);
  });

  it('lists every table, none of them inlined in the background any more', () => {
    expect(Object.keys(tables)).toEqual(['de', 'es', 'fr', 'it']);
    const background = readFileSync(join(DIST, 'background.js'), 'utf8');
    // A form each table holds and no code spells: in background.js it would be a table inlined.
    for (const form of ['gingen', 'fuimos', 'fussiez', 'andrebbero']) expect(background).not.toContain(form);
  });
});
