// The category picker: the learner's categories ('No Category' always first, SPEC §5) and a
// "New category…" choice that opens a name field. A name over 20 characters is reported under it,
// and the form will not send until it is shortened.
import { useEffect, useId, useRef } from 'react';
import { categoriesOf } from '../../../../../shared/words/filter';
import type { Word } from '../../../../../shared/words/types';
import { FieldMessages } from './text-field';

// No category is ever stored empty (it becomes 'No Category'), so '' cannot clash with a name.
const NEW_CATEGORY_OPTION = '';

interface CategoryFieldProps {
  /** The chosen category label, or the new name being typed. */
  category: string;
  creating: boolean;
  words: readonly Pick<Word, 'category'>[];
  error?: string;
  onPick: (category: string) => void;
  onCreate: (name: string) => void;
}

export function CategoryField({ category, creating, words, error, onPick, onCreate }: CategoryFieldProps) {
  const id = useId();
  const messagesId = `${id}-messages`;
  const nameRef = useRef<HTMLInputElement>(null);
  const categories = categoriesOf(words);
  // A category the list does not hold yet (the word just added under a new name) stays choosable.
  const options = creating || categories.includes(category) ? categories : [...categories, category];

  // Focus moves to the name field when the learner asks for a new category, not on first render.
  const wasCreating = useRef(creating);
  useEffect(() => {
    if (creating && !wasCreating.current) nameRef.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  return (
    <div className="word-field">
      <label className="word-field__label" htmlFor={id}>
        Category
      </label>
      <div className="category-field">
        <select
          id={id}
          className="word-field__input category-field__select"
          value={creating ? NEW_CATEGORY_OPTION : category}
          aria-describedby={messagesId}
          onChange={(event) => {
            const value = event.target.value;
            if (value === NEW_CATEGORY_OPTION) onCreate('');
            else onPick(value);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          <option value={NEW_CATEGORY_OPTION}>New category…</option>
        </select>
        {creating && (
          <input
            ref={nameRef}
            className="word-field__input category-field__name"
            type="text"
            autoComplete="off"
            aria-label="New category name"
            placeholder="New category name"
            value={category}
            aria-invalid={error ? true : undefined}
            aria-describedby={messagesId}
            onChange={(event) => onCreate(event.target.value)}
          />
        )}
      </div>
      <FieldMessages id={messagesId} error={error} />
    </div>
  );
}
