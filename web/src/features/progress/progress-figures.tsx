// The four figures at the top: due tomorrow (and today), true retention over 30 days, the current
// streak and the days studied, as a description list a screen reader reads term by value.
import type { ReviewProgress } from '../../../../shared/api';
import {
  daysText,
  PROGRESS_TEXTS,
  retentionDetail,
  retentionPercent,
  wordsText,
} from '../../../../shared/review/progress-texts';

export function ProgressFigures({ progress }: { progress: ReviewProgress }) {
  const retention = progress.trueRetention.last30Days;
  const percent = retentionPercent(retention);
  const dueToday = progress.forecast[0]?.due ?? 0;
  const dueTomorrow = progress.forecast[1]?.due ?? 0;
  return (
    <dl className="progress-figures">
      <div className="progress-figure">
        <dt>{PROGRESS_TEXTS.dueTomorrow}</dt>
        <dd className="progress-figure__value">{wordsText(dueTomorrow)}</dd>
        <dd className="progress-figure__note">{`${PROGRESS_TEXTS.dueToday}: ${wordsText(dueToday)}`}</dd>
      </div>
      <div className="progress-figure">
        <dt>{PROGRESS_TEXTS.retention}</dt>
        <dd className="progress-figure__value">{percent ?? '—'}</dd>
        <dd className="progress-figure__note">
          {percent ? retentionDetail(retention) : PROGRESS_TEXTS.retentionPending}
        </dd>
      </div>
      <div className="progress-figure">
        <dt>{PROGRESS_TEXTS.streak}</dt>
        <dd className="progress-figure__value">{daysText(progress.streak)}</dd>
      </div>
      <div className="progress-figure">
        <dt>{PROGRESS_TEXTS.daysStudied}</dt>
        <dd className="progress-figure__value">{daysText(progress.daysStudied)}</dd>
      </div>
    </dl>
  );
}
