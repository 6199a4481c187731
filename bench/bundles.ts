// The download of each route and of the popup (bench/lib/bundle-sizes.ts), against the budgets
// that tests/e2e/bundle-budgets.test.ts also holds the builds to.
import {
  BUNDLE_BUDGETS_KB,
  BUNDLE_GOALS_KB,
  type BundleFigure,
  bundleSizes,
  FORM_TABLE_BUDGET_KB,
  formTableSizes,
} from './lib/bundle-sizes';
import type { Row } from './lib/table';

const FIGURES: [BundleFigure, string][] = [
  ['landing', 'Web: landing page JS (gzip)'],
  ['auth', "Web: /auth JS incl. the landing page's (gzip)"],
  ['payment', "Web: /payment JS incl. the landing page's (gzip)"],
  ['words', "Web: /words/* JS incl. the landing page's (gzip)"],
  ['progressBeyondWords', 'Web: /progress JS beyond the /words/* route (gzip)'],
  ['popup', 'Extension: popup JS (gzip)'],
  ['markingScript', 'Extension: page marking and lookup content script JS (gzip)'],
  ['background', 'Extension: background service worker JS (gzip)'],
];

/** A language's irregular forms, fetched by the background on first use (decision 0065). */
function formTableRows(): Row[] {
  return Object.entries(formTableSizes()).map(([language, { gzip, raw }]) => ({
    figure: `Extension: ${language} irregular forms data, fetched on first use (gzip)`,
    budget: `≤ ${FORM_TABLE_BUDGET_KB} KB`,
    value: `${gzip.toFixed(1)} KB`,
    reference: `raw ${raw.toFixed(1)} KB`,
    pass: gzip <= FORM_TABLE_BUDGET_KB,
  }));
}

export function benchBundles(): Row[] {
  const sizes = bundleSizes();
  const rows = FIGURES.flatMap(([figure, label]): Row[] => {
    const { js, css } = sizes[figure];
    const budget = BUNDLE_BUDGETS_KB[figure];
    const goal = BUNDLE_GOALS_KB[figure];
    const value = `${js.toFixed(1)} KB`;
    const reference = css > 0 ? `CSS ${css.toFixed(1)} KB` : undefined;
    const row: Row = { figure: label, budget: `≤ ${budget} KB`, value, reference, pass: js <= budget };
    if (goal === undefined) return [row];
    return [
      row,
      { figure: label, budget: `goal ≤ ${goal} KB`, value, reference, pass: js <= goal, goal: true },
    ];
  });
  return [...rows, ...formTableRows()];
}
