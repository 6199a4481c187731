// The deeper section's charts of the answers given in the period: time studied, reviews by card
// state (stacked), the hours of the day and the words added, each a bar chart with its table.
import type { ProgressDetails } from '../../../../shared/api';
import { CARD_STATES } from '../../../../shared/review/card-states';
import {
  addedName,
  addedTotal,
  CARD_STATE_LABELS,
  DETAIL_TEXTS,
  hourBarName,
  hourName,
  minutesText,
  percentOf,
  spanName,
  statesName,
  timeName,
  timeTotal,
} from '../../../../shared/review/progress-detail-texts';
import { periodSpans, sumBySpan } from '../../../../shared/review/progress-spans';
import { BarChart } from './bar-chart';
import { ChartCard } from './chart-card';
import { ChartTable } from './chart-table';

interface Props {
  details: ProgressDetails;
  today: string;
}

/** The first day the charts start on: the period's, or for all time the first with anything. */
const firstDay = ({ from, days, added }: ProgressDetails, today: string) =>
  from ?? [days[0]?.day, added[0]?.day, today].filter((d): d is string => d !== undefined).sort()[0] ?? today;

export function DetailAnswers({ details, today }: Props) {
  const spans = periodSpans(firstDay(details, today), today);
  const names = spans.map((span) => spanName(span.first, span.last));
  const time = sumBySpan(spans, details.days, (d) => d.durationMs);
  const byState = CARD_STATES.map((state) => sumBySpan(spans, details.days, (d) => d.answers[state]));
  const added = sumBySpan(spans, details.added, (d) => d.words);
  const last = spans.length - 1;
  const totalTime = time.reduce((sum, ms) => sum + ms, 0);
  return (
    <>
      <ChartCard
        id="detail-time"
        title={DETAIL_TEXTS.timeTitle}
        caption={timeTotal(totalTime, details.days.length)}
      >
        <BarChart
          label={DETAIL_TEXTS.timeChart}
          initial={last}
          bars={spans.map((span, i) => ({
            key: span.last,
            value: Math.round((time[i] ?? 0) / 60_000),
            name: timeName(names[i] ?? '', time[i] ?? 0),
            tick: names[i] ?? '',
          }))}
        />
        <ChartTable
          caption={DETAIL_TEXTS.timeChart}
          headings={[DETAIL_TEXTS.when, DETAIL_TEXTS.timeTitle]}
          rows={spans.map((span, i) => ({
            key: span.last,
            label: names[i] ?? '',
            cells: [minutesText(time[i] ?? 0)],
          }))}
        />
      </ChartCard>
      <ChartCard id="detail-states" title={DETAIL_TEXTS.statesTitle} caption={<StateLegend />}>
        <BarChart
          label={DETAIL_TEXTS.statesChart}
          initial={last}
          bars={spans.map((span, i) => {
            const answers = Object.fromEntries(CARD_STATES.map((state, s) => [state, byState[s]?.[i] ?? 0]));
            const parts = CARD_STATES.map((state) => ({ value: answers[state] ?? 0, tone: state }));
            return {
              key: span.last,
              value: parts.reduce((sum, part) => sum + part.value, 0),
              name: statesName(names[i] ?? '', answers as Record<(typeof CARD_STATES)[number], number>),
              tick: names[i] ?? '',
              parts,
            };
          })}
        />
        <ChartTable
          caption={DETAIL_TEXTS.statesChart}
          headings={[DETAIL_TEXTS.when, ...CARD_STATES.map((state) => CARD_STATE_LABELS[state])]}
          rows={spans.map((span, i) => ({
            key: span.last,
            label: names[i] ?? '',
            cells: CARD_STATES.map((_, s) => byState[s]?.[i] ?? 0),
          }))}
        />
      </ChartCard>
      <ChartCard id="detail-hours" title={DETAIL_TEXTS.hoursTitle} caption={DETAIL_TEXTS.hoursCaption}>
        <BarChart
          label={DETAIL_TEXTS.hoursTitle}
          initial={details.hours.reduce(
            (best, h, i, all) => (h.answers > (all[best]?.answers ?? 0) ? i : best),
            0,
          )}
          bars={details.hours.map((h) => ({
            key: String(h.hour),
            value: h.answers,
            name: hourBarName(h.hour, h.answers, h.passed),
            tick: hourName(h.hour),
          }))}
        />
        <ChartTable
          caption={DETAIL_TEXTS.hoursTitle}
          headings={[DETAIL_TEXTS.hour, DETAIL_TEXTS.answers, DETAIL_TEXTS.passedHeading]}
          rows={details.hours.map((h) => ({
            key: String(h.hour),
            label: hourName(h.hour),
            cells: [h.answers, percentOf(h.passed, h.answers)],
          }))}
        />
      </ChartCard>
      <ChartCard
        id="detail-added"
        title={DETAIL_TEXTS.addedTitle}
        caption={addedTotal(added.reduce((sum, n) => sum + n, 0))}
      >
        <BarChart
          label={DETAIL_TEXTS.addedTitle}
          initial={last}
          bars={spans.map((span, i) => ({
            key: span.last,
            value: added[i] ?? 0,
            name: addedName(names[i] ?? '', added[i] ?? 0),
            tick: names[i] ?? '',
          }))}
        />
        <ChartTable
          caption={DETAIL_TEXTS.addedTitle}
          headings={[DETAIL_TEXTS.when, DETAIL_TEXTS.addedTitle]}
          rows={spans.map((span, i) => ({ key: span.last, label: names[i] ?? '', cells: [added[i] ?? 0] }))}
        />
      </ChartCard>
    </>
  );
}

/** The colours of the card states, named, for the stacked bars. */
export function StateLegend() {
  return (
    <span className="state-legend">
      {CARD_STATES.map((state) => (
        <span key={state} className="state-legend__item">
          <span className={`state-legend__swatch state-legend__swatch--${state}`} aria-hidden="true" />
          {CARD_STATE_LABELS[state]}
        </span>
      ))}
    </span>
  );
}
