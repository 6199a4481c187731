// Above the test and the media player: which words to go through (the spec's list in its order,
// or today's queue), what is left of today's queue ("3 due · 20 new"), and the study settings.
import { queueSummary, REVIEW_TEXTS, type StudyOrder } from '../../../../../shared/review/texts';
import { SelectField } from '../../../components/select-field';
import { IconButton } from '../study/icon-button';
import { GearIcon } from '../study/study-icons';
import './review.css';

const LOOK = { field: 'review-bar__field', label: 'review-bar__label', input: 'review-bar__select' };

interface OrderBarProps {
  label: string;
  labels: Record<StudyOrder, string>;
  order: StudyOrder;
  onOrder(order: StudyOrder): void;
  /** What is left of today's queue, once known. */
  left: { due: number; fresh: number } | null;
  onSettings?(): void;
}

export function OrderBar({ label, labels, order, onOrder, left, onSettings }: OrderBarProps) {
  const options = (['due', 'list'] as const).map((value) => ({ value, label: labels[value] }));
  return (
    <div className="review-bar">
      <SelectField label={label} value={order} options={options} onChange={onOrder} look={LOOK} />
      <p className="review-bar__summary" role="status">
        {left ? queueSummary(left.due, left.fresh) : ''}
      </p>
      {onSettings && (
        <span className="review-bar__settings">
          <IconButton label={REVIEW_TEXTS.settings} onClick={onSettings}>
            <GearIcon />
          </IconButton>
        </span>
      )}
    </div>
  );
}
