// The subscription status of SPEC §4, per role: the status word, then the days and the id that
// matter to that role. Every number comes from the token's deletingWords through shared/.

import {
  daysLeftFromPreviousSubscription,
  deletionDaysShown,
  Role,
  trialDaysRemaining,
} from '../../../../shared/accounts/roles';
import type { TokenUser } from '../../../../shared/accounts/types';
import {
  EXPORT_BEFORE_DELETION_LINE,
  EXPORT_BEFORE_DELETION_LINK,
  EXPORT_SECTION_ID,
} from '../../../../shared/export/texts';
import {
  deletionWarningLine,
  MANAGER_LINE,
  paidDaysLine,
  STATUS_TITLE,
  STATUS_WORDS,
  SUBSCRIPTION_ID_LABEL,
  THANKS_LINE,
  TRIAL_ENDED_LINE,
  trialDaysLine,
} from '../../../../shared/payments/texts';
import { Link } from '../../lib/routing';
import { WarningIcon } from './payment-icons';

type StatusWord = (typeof STATUS_WORDS)[keyof typeof STATUS_WORDS];

interface StatusView {
  word: StatusWord;
  lines: string[];
  showId: boolean;
  warning: string | null;
}

function statusView({ role, deletingWords }: TokenUser): StatusView | null {
  const warning = deletionWarningLine(deletionDaysShown(deletingWords));
  switch (role) {
    case Role.MANAGER:
      return { word: STATUS_WORDS.manager, lines: [MANAGER_LINE], showId: false, warning: null };
    case Role.TRIAL:
      return {
        word: STATUS_WORDS.notActive,
        lines: [trialDaysLine(trialDaysRemaining(deletingWords))],
        showId: false,
        warning,
      };
    case Role.TRIAL_OVER:
      return { word: STATUS_WORDS.notActive, lines: [TRIAL_ENDED_LINE], showId: false, warning };
    case Role.ACTIVE:
      return { word: STATUS_WORDS.active, lines: [THANKS_LINE], showId: true, warning: null };
    case Role.CANCELLED:
      return {
        word: STATUS_WORDS.notActive,
        lines: [paidDaysLine(daysLeftFromPreviousSubscription(deletingWords))],
        showId: true,
        warning,
      };
    case Role.INACTIVE:
      return { word: STATUS_WORDS.notActive, lines: [], showId: true, warning };
    default:
      return null;
  }
}

const BADGE_CLASS: Record<StatusWord, string> = {
  MANAGER: 'status-badge status-badge--manager',
  ACTIVE: 'status-badge status-badge--active',
  'NOT ACTIVE': 'status-badge status-badge--inactive',
};

export function StatusBlock({ user }: { user: TokenUser }) {
  const view = statusView(user);
  if (!view) return null;
  return (
    <section className="payment-card payment-status" aria-labelledby="status-title">
      <div className="payment-status__head">
        <h2 id="status-title">{STATUS_TITLE}</h2>
        <p className={BADGE_CLASS[view.word]}>{view.word}</p>
      </div>
      {view.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {view.showId && user.subscriptionId && (
        <p className="payment-status__id">
          {SUBSCRIPTION_ID_LABEL}: <code>{user.subscriptionId}</code>
        </p>
      )}
      {view.warning && (
        <p className="payment-warning">
          <WarningIcon />
          <span>{view.warning}</span>
        </p>
      )}
      {/* Beside the warning, not in it: the words can leave with the learner (decision 25). */}
      {view.warning && (
        <p className="payment-status__export">
          {EXPORT_BEFORE_DELETION_LINE}{' '}
          <Link to={`/auth#${EXPORT_SECTION_ID}`}>{EXPORT_BEFORE_DELETION_LINK}</Link>
        </p>
      )}
    </section>
  );
}
