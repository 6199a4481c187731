// The deeper section's figures of the words as they are today (card counts; intervals, stability
// and difficulty) and of the answers' outcomes (answer buttons by state; true retention young and
// mature apart). Counts and outcomes are tables: the figure itself, not an alternative to one.
import type { ProgressDetails } from '../../../../shared/api';
import { CARD_STATES } from '../../../../shared/review/card-states';
import {
  bucketName,
  CARD_STATE_LABELS,
  DETAIL_TEXTS,
  percentOf,
} from '../../../../shared/review/progress-detail-texts';
import { BarChart } from './bar-chart';
import { ChartCard } from './chart-card';
import { ChartTable } from './chart-table';

type Buckets = ProgressDetails['intervals'];

function Distribution({
  id,
  title,
  caption,
  buckets,
}: {
  id: string;
  title: string;
  caption: string;
  buckets: Buckets;
}) {
  const total = buckets.reduce((sum, b) => sum + b.words, 0);
  return (
    <ChartCard id={id} title={title} caption={caption}>
      <BarChart
        label={title}
        initial={0}
        bars={buckets.map((b) => ({
          key: b.label,
          value: b.words,
          name: bucketName(b.label, b.words),
          tick: b.label,
        }))}
      />
      <ChartTable
        caption={title}
        headings={[DETAIL_TEXTS.range, DETAIL_TEXTS.total, '%']}
        rows={buckets.map((b) => ({
          key: b.label,
          label: b.label,
          cells: [b.words, percentOf(b.words, total)],
        }))}
      />
    </ChartCard>
  );
}

export function DetailWords({ details }: { details: ProgressDetails }) {
  const { cardCounts, buttons, retention } = details;
  const states = ['new', ...CARD_STATES] as const;
  const words = states.reduce((sum, state) => sum + cardCounts[state], 0);
  return (
    <>
      <ChartCard id="detail-counts" title={DETAIL_TEXTS.countsTitle} caption={DETAIL_TEXTS.countsCaption}>
        <div className="count-bar" aria-hidden="true">
          {states.map((state) => (
            <span
              key={state}
              className={`count-bar__part state-legend__swatch--${state}`}
              style={{ flexGrow: cardCounts[state] }}
            />
          ))}
        </div>
        <ChartTable
          open
          caption={DETAIL_TEXTS.countsTitle}
          headings={[DETAIL_TEXTS.state, DETAIL_TEXTS.total, '%']}
          rows={states.map((state) => ({
            key: state,
            label: CARD_STATE_LABELS[state],
            cells: [cardCounts[state], percentOf(cardCounts[state], words)],
          }))}
        />
      </ChartCard>
      <Distribution
        id="detail-intervals"
        title={DETAIL_TEXTS.intervalsTitle}
        caption={DETAIL_TEXTS.intervalsCaption}
        buckets={details.intervals}
      />
      <Distribution
        id="detail-stability"
        title={DETAIL_TEXTS.stabilityTitle}
        caption={DETAIL_TEXTS.stabilityCaption}
        buckets={details.stability}
      />
      <Distribution
        id="detail-difficulty"
        title={DETAIL_TEXTS.difficultyTitle}
        caption={DETAIL_TEXTS.difficultyCaption}
        buckets={details.difficulty}
      />
      <ChartCard id="detail-buttons" title={DETAIL_TEXTS.buttonsTitle} caption={DETAIL_TEXTS.passedCaption}>
        <ChartTable
          open
          caption={DETAIL_TEXTS.buttonsTitle}
          headings={[DETAIL_TEXTS.state, ...DETAIL_TEXTS.grades, DETAIL_TEXTS.passedHeading]}
          rows={CARD_STATES.map((state) => {
            const [again = 0, ...rest] = buttons[state];
            const all = again + rest.reduce((sum, n) => sum + n, 0);
            return {
              key: state,
              label: CARD_STATE_LABELS[state],
              cells: [again, ...rest, percentOf(all - again, all)],
            };
          })}
        />
      </ChartCard>
      <ChartCard
        id="detail-retention"
        title={DETAIL_TEXTS.retentionTitle}
        caption={DETAIL_TEXTS.retentionCaption}
      >
        <ChartTable
          open
          caption={DETAIL_TEXTS.retentionTitle}
          headings={[
            DETAIL_TEXTS.reviewsOf,
            DETAIL_TEXTS.answers,
            DETAIL_TEXTS.passedHeading,
            DETAIL_TEXTS.retentionHeading,
          ]}
          rows={(['young', 'mature', 'all'] as const).map((kind) => {
            const { passed, total } = retention[kind];
            const label = kind === 'all' ? DETAIL_TEXTS.total : DETAIL_TEXTS[kind];
            return { key: kind, label, cells: [total, passed, percentOf(passed, total)] };
          })}
        />
      </ChartCard>
    </>
  );
}
