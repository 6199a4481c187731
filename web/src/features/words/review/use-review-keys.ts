// The keys of the test's "Due today" order: 1 to 4 answer (once the answer is revealed), U and
// Ctrl+Z (⌘Z) undo the last answer. Left alone where a key means something else (study/use-study-keys).
import { type Grade, isGrade } from '../../../../../shared/review/grades';
import { keyBelongsElsewhere, useDocumentKeys } from '../study/use-study-keys';

export interface ReviewKeys {
  answer(grade: Grade): void;
  undo(): void;
}

const isUndo = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'z'
    ? (event.ctrlKey || event.metaKey) && !event.shiftKey
    : event.key.toLowerCase() === 'u' && !event.ctrlKey && !event.metaKey;

export function useReviewKeys(keys: ReviewKeys): void {
  useDocumentKeys((event) => {
    if (event.repeat) return;
    const grade = Number(event.key);
    if (isGrade(grade) && !event.ctrlKey && !event.metaKey && !keyBelongsElsewhere(event)) {
      event.preventDefault();
      keys.answer(grade);
    } else if (isUndo(event) && !keyBelongsElsewhere(event, true)) {
      event.preventDefault();
      keys.undo();
    }
  });
}
