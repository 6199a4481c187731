// Paints the marks as boxes in a layer of the closed host (lib/page-overlay): the only painter, as
// the CSS Custom Highlight API's registry is shared with the page's own scripts, which could read
// every painted range back (docs/decisions/0035-marks-threat-model.md).
import { MARKING_COLOURS, MARKING_TINTS } from '../../../shared/marking/texts';
import type { Score } from '../../../shared/words/types';
import { type RangeBoxes, rangeBoxes } from '../page-overlay/range-boxes';
import { liveRange, type Mark, type Painter } from './marks';

const SCORES: Score[] = [1, 2, 3];

/** The score classes' rules, added once to the host's closed root. */
export const markRules = (): string =>
  SCORES.map(
    (score) =>
      `.score-${score} { background: ${MARKING_TINTS[score]}; border-bottom: 2px solid ${MARKING_COLOURS[score]}; box-sizing: border-box; }`,
  ).join('\n');

/**
 * A painter for the marks in `layer`, a layer of a closed host holding `markRules()`;
 * `refresh()` draws again after the page changed.
 */
export function overlayPainter(
  doc: Document,
  layer: HTMLElement,
): Painter & Pick<RangeBoxes<Mark>, 'refresh'> {
  const boxes = rangeBoxes<Mark>(doc, layer, {
    rangeOf: liveRange,
    classOf: (mark) => `score-${mark.score}`,
  });
  return {
    add: (mark) => boxes.add(mark),
    remove: (mark) => boxes.delete(mark),
    clear: () => boxes.stop(),
    refresh: boxes.refresh,
  };
}
