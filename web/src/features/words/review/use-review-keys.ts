// The keys of the test's "Due today" order: 1 to 4 answer (once the answer is revealed), U and
// Ctrl+Z (⌘Z) undo the last answer. Left alone where a key means something else (study/use-study-keys).
import type { Grade } from '../../../../../shared/review/grades';
import { gradeOfKey, isUndoKey, keyBelongsElsewhere } from '../../../../../shared/review/study-keys';
import { useDocumentKeys } from '../study/use-study-keys';

export interface ReviewKeys {
  answer(grade: Grade): void;
  undo(): void;
}

export function useReviewKeys(keys: ReviewKeys): void {
  useDocumentKeys((event) => {
    if (event.repeat) return;
    const grade = gradeOfKey(event);
    if (grade !== null && !keyBelongsElsewhere(event)) {
      event.preventDefault();
      keys.answer(grade);
    } else if (isUndoKey(event) && !keyBelongsElsewhere(event, true)) {
      event.preventDefault();
      keys.undo();
    }
  });
}
