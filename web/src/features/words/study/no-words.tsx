// What a study mode shows when no word passes the current filter.
import './study-controls.css';
export function NoWords() {
  return (
    <div className="study-empty" role="status">
      <p className="study-empty__title">No words to study here yet</p>
      <p>Add words in the List, or widen the filter in Settings.</p>
    </div>
  );
}
