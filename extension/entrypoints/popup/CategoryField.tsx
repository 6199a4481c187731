// The category of new words, and the default for words saved from pages: one of the learner's
// categories or a new one. The choice is kept when the field is left, so the next save uses it.
import { useId, useMemo, useState } from 'react';
import type { Word } from '../../../shared/api';
import { categoriesOf } from '../../../shared/words/categories';
import {
  DEFAULT_CATEGORY,
  NO_CATEGORY_LABEL,
  normaliseCategory,
  validateNewCategory,
} from '../../../shared/words/rules';
import type { Session } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import { TextField } from './TextField';

interface CategoryFieldProps {
  words: readonly Word[];
  /** The stored category ('No' for none). */
  value: string;
  onChange: (category: string) => void;
  onSession: (session: Session) => void;
}

export function CategoryField({ words, value, onChange, onSession }: CategoryFieldProps) {
  const listId = useId();
  // 'No Category' reads as an empty field, so every category is offered on focus.
  const [text, setText] = useState(normaliseCategory(value) === DEFAULT_CATEGORY ? '' : value);
  const [error, setError] = useState('');
  const categories = useMemo(() => categoriesOf(words), [words]);

  function edit(next: string) {
    setText(next);
    const problem = validateNewCategory(next);
    setError(problem ?? '');
    // Passed on even when too long: the add flow then refuses it, and submit adds nothing.
    onChange(normaliseCategory(next));
  }

  async function keep() {
    if (error) return;
    try {
      onSession(await sendMessage('saveSettings', { defaultCategory: text }));
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  }

  return (
    <>
      <TextField
        id="category"
        label="Category"
        value={text}
        onChange={edit}
        onBlur={keep}
        error={error || undefined}
        list={listId}
        placeholder={NO_CATEGORY_LABEL}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </>
  );
}
