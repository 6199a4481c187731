// The downloads of the builds `npm test` has just made stay within their budgets (issue 35): the
// same figures as `npm run bench`'s bundle rows, read from dist/. Sizes do not depend on the
// machine, so they belong to the gate; a test fails naming the figure, its size and its budget.
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS_KB, type BundleFigure, bundleSizes } from '../../bench/lib/bundle-sizes';

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
