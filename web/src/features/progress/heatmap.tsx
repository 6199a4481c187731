// The calendar heatmap: a year of days in week columns, shaded by the answers given that day.
// Cells keep a size a finger and an eye can use, so on a narrow screen the year scrolls sideways,
// opened on today. Each cell is a focusable image named with its date and figure; the arrow keys
// move a day (up, down) or a week (left, right) from the heatmap's single tab stop.
import { useEffect, useRef } from 'react';
import { heatmapName, PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { HEAT_LEVELS, heatGrid } from './heatmap-grid';
import { type KeyMove, useRovingFocus } from './roving-focus';

const CELL = 12;
const STEP = 14;
const LEFT = 28;
const TOP = 16;
const DAY_LABELS = [
  { row: 1, name: 'Mon' },
  { row: 3, name: 'Wed' },
  { row: 5, name: 'Fri' },
];

const calendarMoves: KeyMove = (key, index, count) => {
  const step = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 }[key];
  if (step !== undefined) return index + step;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

interface HeatmapProps {
  today: string;
  heatmap: { day: string; reviews: number }[];
}

export function Heatmap({ today, heatmap }: HeatmapProps) {
  const grid = heatGrid(today, heatmap);
  const { active, itemProps } = useRovingFocus(grid.cells.length, grid.cells.length - 1, calendarMoves);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);
  const width = LEFT + grid.columns * STEP;
  const height = TOP + 7 * STEP;
  const cell = grid.cells[active];
  return (
    <figure className="heatmap" aria-label={PROGRESS_TEXTS.heatmapChart}>
      <div className="heatmap__scroller" ref={scroller}>
        <svg
          className="heatmap__svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="presentation"
        >
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the labels are text, never focusable; each cell's name already says its date. */}
          <g className="heatmap__labels" aria-hidden="true">
            {grid.months.map((month) => (
              <text key={month.column} x={LEFT + month.column * STEP} y={11}>
                {month.name}
              </text>
            ))}
            {DAY_LABELS.map((label) => (
              <text key={label.row} x={0} y={TOP + label.row * STEP + CELL - 2}>
                {label.name}
              </text>
            ))}
          </g>
          {grid.cells.map((entry, index) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable image named with its date and figure, as in the bar charts; the heatmap has one tab stop.
            <rect
              key={entry.day}
              className={`heatmap__cell heatmap__cell--${entry.level}`}
              x={LEFT + entry.column * STEP}
              y={TOP + entry.row * STEP}
              width={CELL}
              height={CELL}
              rx={2}
              role="img"
              aria-label={heatmapName(entry.day, entry.reviews)}
              {...itemProps(index)}
            />
          ))}
        </svg>
      </div>
      <div className="heatmap__footer">
        <p className="chart-readout" aria-hidden="true">
          {cell ? heatmapName(cell.day, cell.reviews) : ''}
        </p>
        <div className="heatmap__legend" aria-hidden="true">
          <span>{PROGRESS_TEXTS.heatmapLess}</span>
          {Array.from({ length: HEAT_LEVELS + 1 }, (_, level) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the levels are fixed, the index is the level.
            <span key={level} className={`heatmap__swatch heatmap__cell--${level}`} />
          ))}
          <span>{PROGRESS_TEXTS.heatmapMore}</span>
        </div>
      </div>
    </figure>
  );
}
