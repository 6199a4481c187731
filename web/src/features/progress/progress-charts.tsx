// The page's three charts, each in its own card: reviews per day over the last 30 days, the
// forecast of the next 30, and the year's heatmap.
import type { ReviewProgress } from '../../../../shared/api';
import { addDays } from '../../../../shared/review/learner-day';
import {
  dayName,
  forecastName,
  PROGRESS_TEXTS,
  perDayName,
  perDayTotal,
} from '../../../../shared/review/progress-texts';
import { BarChart } from './bar-chart';
import { ChartCard } from './chart-card';
import { Heatmap } from './heatmap';
import './progress-charts.css';

export function ProgressCharts({ progress }: { progress: ReviewProgress }) {
  const { today, perDay, forecast, heatmap } = progress;
  const tomorrow = addDays(today, 1);
  const label = (day: string) => dayName(day, today, tomorrow);
  const reviews = perDay.reduce((sum, day) => sum + day.reviews, 0);
  const newWords = perDay.reduce((sum, day) => sum + day.newWords, 0);
  return (
    <>
      <ChartCard
        id="progress-per-day"
        title={PROGRESS_TEXTS.perDayTitle}
        caption={perDayTotal(reviews, newWords)}
      >
        <BarChart
          label={PROGRESS_TEXTS.perDayChart}
          initial={perDay.length - 1}
          bars={perDay.map((day) => ({
            key: day.day,
            value: day.reviews,
            name: perDayName(label(day.day), day.reviews, day.newWords),
            tick: label(day.day),
          }))}
        />
      </ChartCard>
      <ChartCard
        id="progress-forecast"
        title={PROGRESS_TEXTS.forecastTitle}
        caption={PROGRESS_TEXTS.forecastCaption}
      >
        <BarChart
          label={PROGRESS_TEXTS.forecastChart}
          initial={Math.min(1, forecast.length - 1)}
          bars={forecast.map((day) => ({
            key: day.day,
            value: day.due,
            name: forecastName(label(day.day), day.due),
            tick: label(day.day),
          }))}
        />
      </ChartCard>
      <ChartCard
        id="progress-heatmap"
        title={PROGRESS_TEXTS.heatmapTitle}
        caption={PROGRESS_TEXTS.heatmapCaption}
      >
        <Heatmap today={today} heatmap={heatmap} />
      </ChartCard>
    </>
  );
}
