// The progress page's deeper section (issue 34 part 5, decision 0055): a period and a category
// chosen with two labelled selects, and the figures of that choice fetched from the same call.
// The page's first answer brings the default (a month, every category); a change asks again,
// and an answer that arrives after a newer choice is dropped.
import { useRef, useState } from 'react';
import type { ProgressDetails } from '../../../../shared/api';
import { DETAIL_TEXTS } from '../../../../shared/review/progress-detail-texts';
import {
  PERIOD_LABELS,
  PROGRESS_PERIODS,
  type ProgressPeriod,
} from '../../../../shared/review/progress-periods';
import { DEFAULT_CATEGORY, NO_CATEGORY_LABEL } from '../../../../shared/words/rules';
import { handleApiError } from '../../lib/api-client';
import { DetailAnswers } from './detail-answers';
import { DetailWords } from './detail-words';
import { fetchProgressFor } from './progress-api';
import './progress-depth.css';

const categoryLabel = (category: string) => (category === DEFAULT_CATEGORY ? NO_CATEGORY_LABEL : category);

export function ProgressDepth({ initial, today }: { initial: ProgressDetails; today: string }) {
  const [details, setDetails] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const choose = (period: ProgressPeriod, category: string | null) => {
    const ask = ++asked.current;
    setBusy(true);
    setFailed(false);
    setDetails((shown) => ({ ...shown, period, category }));
    fetchProgressFor(period, category).then(
      (progress) => {
        if (ask !== asked.current) return;
        setDetails(progress.details);
        setBusy(false);
      },
      (error: unknown) => {
        if (ask !== asked.current) return;
        setBusy(false);
        setFailed(true);
        handleApiError(error);
      },
    );
  };
  return (
    <section className="progress-depth" aria-labelledby="progress-depth-title" aria-busy={busy}>
      <div className="progress-depth__head">
        <h2 id="progress-depth-title">{DETAIL_TEXTS.title}</h2>
        <div className="progress-depth__filters">
          <label className="progress-depth__filter">
            <span>{DETAIL_TEXTS.periodLabel}</span>
            <select
              value={details.period}
              onChange={(event) => choose(event.target.value as ProgressPeriod, details.category)}
            >
              {PROGRESS_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
          </label>
          <label className="progress-depth__filter">
            <span>{DETAIL_TEXTS.categoryLabel}</span>
            <select
              value={details.category ?? ''}
              onChange={(event) =>
                choose(details.period, event.target.value === '' ? null : event.target.value)
              }
            >
              <option value="">{DETAIL_TEXTS.allCategories}</option>
              {details.categories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {failed && <p className="progress-muted">{DETAIL_TEXTS.loadFailed}</p>}
      <div className="progress-depth__grid">
        <DetailAnswers details={details} today={today} />
        <DetailWords details={details} />
      </div>
    </section>
  );
}
