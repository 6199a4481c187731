// Day 1: nothing answered yet. Says what the page will show and leads to the test, where the
// first answer starts it all.

import { PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { Link } from '../../lib/routing';
import { ChartIcon } from './chart-icon';

export function EmptyProgress() {
  return (
    <section className="progress-card progress-empty" aria-labelledby="progress-empty-title">
      <span className="progress-empty__icon">
        <ChartIcon size={32} />
      </span>
      <h2 id="progress-empty-title">{PROGRESS_TEXTS.emptyTitle}</h2>
      {PROGRESS_TEXTS.emptyLines.map((line) => (
        <p key={line} className="progress-muted">
          {line}
        </p>
      ))}
      <Link to="/words/test" className="button button--primary">
        {PROGRESS_TEXTS.emptyAction}
      </Link>
    </section>
  );
}
