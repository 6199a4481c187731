// A bar chart drawn by hand in SVG (no chart library: decision 0020's budget for the route). It
// stretches to any width; each bar is one focusable image named with its figure, reached by the
// arrow keys from the chart's single tab stop, and the readout below names the active bar for
// sighted learners, pointer and keyboard alike.
import { lineMoves, useRovingFocus } from './roving-focus';

export interface Bar {
  key: string;
  value: number;
  /** The bar's accessible name, with its figure: 'Nov 20: 12 reviews'. */
  name: string;
  /** The short label under the axis: 'Nov 20', 'Today'. */
  tick: string;
  /** Stacked parts bottom up, summing to `value`, each drawn in its tone (a card state). */
  parts?: { value: number; tone: string }[];
}

interface BarChartProps {
  /** The chart's name, read when the learner tabs into it. */
  label: string;
  bars: Bar[];
  /** The bar active at first (today's). */
  initial: number;
}

const STEP = 10;
const BAR = 7;
const HEIGHT = 100;

function StackedParts({
  parts,
  index,
  max,
}: {
  parts: NonNullable<Bar['parts']>;
  index: number;
  max: number;
}) {
  let top = HEIGHT;
  return parts.map((part) => {
    const height = (part.value / max) * HEIGHT;
    top -= height;
    return (
      <rect
        key={part.tone}
        className={`bar-chart__bar bar-chart__bar--${part.tone}`}
        x={index * STEP + (STEP - BAR) / 2}
        y={top}
        width={BAR}
        height={height}
      />
    );
  });
}

export function BarChart({ label, bars, initial }: BarChartProps) {
  const { active, itemProps } = useRovingFocus(bars.length, initial, lineMoves);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const middle = bars[Math.floor(bars.length / 2)];
  return (
    <figure className="bar-chart" aria-label={label}>
      <div className="bar-chart__plot">
        <span className="bar-chart__max" aria-hidden="true">
          {max.toLocaleString('en-US')}
        </span>
        <svg
          className="bar-chart__svg"
          viewBox={`0 0 ${bars.length * STEP} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="presentation"
        >
          <line className="bar-chart__grid" x1={0} x2={bars.length * STEP} y1={0.5} y2={0.5} />
          {bars.map((bar, index) => {
            const height = (bar.value / max) * HEIGHT;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable image named with its figure is how a chart's points are read (as Highcharts does); the chart has one tab stop.
              <g
                key={bar.key}
                className={`bar-chart__column${index === active ? ' bar-chart__column--active' : ''}`}
                role="img"
                aria-label={bar.name}
                {...itemProps(index)}
              >
                <rect className="bar-chart__hit" x={index * STEP} y={0} width={STEP} height={HEIGHT} />
                {bar.parts ? (
                  <StackedParts parts={bar.parts} index={index} max={max} />
                ) : (
                  <rect
                    className="bar-chart__bar"
                    x={index * STEP + (STEP - BAR) / 2}
                    y={HEIGHT - height}
                    width={BAR}
                    height={height}
                  />
                )}
              </g>
            );
          })}
          <line className="bar-chart__axis" x1={0} x2={bars.length * STEP} y1={HEIGHT} y2={HEIGHT} />
        </svg>
      </div>
      <div className="bar-chart__ticks" aria-hidden="true">
        <span>{bars[0]?.tick}</span>
        <span>{middle?.tick}</span>
        <span>{bars.at(-1)?.tick}</span>
      </div>
      <p className="chart-readout" aria-hidden="true">
        {bars[active]?.name}
      </p>
    </figure>
  );
}
