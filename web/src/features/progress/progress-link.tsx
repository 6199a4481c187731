// The way to the progress page, from the profile screen and the test mode. Its own small module,
// so the screens that link to the page do not carry the page.
import { Link } from 'react-router';
import { PROGRESS_PAGE_PATH, PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { ChartIcon } from './chart-icon';
import './progress-link.css';

export function ProgressLink({ className }: { className: string }) {
  return (
    <Link to={PROGRESS_PAGE_PATH} className={className}>
      <ChartIcon />
      {PROGRESS_TEXTS.link}
    </Link>
  );
}
