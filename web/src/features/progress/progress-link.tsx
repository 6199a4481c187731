// The way to the progress page, from the profile screen and the test mode. Its own small module,
// so the screens that link to the page do not carry the page (nor its texts).

import { PROGRESS_LINK_LABEL, PROGRESS_PAGE_PATH } from '../../../../shared/app';
import { Link } from '../../lib/routing';
import { ChartIcon } from './chart-icon';
import './progress-link.css';

export function ProgressLink({ className }: { className: string }) {
  return (
    <Link to={PROGRESS_PAGE_PATH} className={className}>
      <ChartIcon />
      {PROGRESS_LINK_LABEL}
    </Link>
  );
}
