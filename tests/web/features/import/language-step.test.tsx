// The import's language step: a select per deck whose words need a language, preset to the
// server's proposal and saying what it came from; the learner's change is what the import sends.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/api';
import {
  IMPORT_GUESSED_FROM,
  IMPORT_LANGUAGE_ALL_NAMED,
  IMPORT_LANGUAGE_READING,
  IMPORT_LANGUAGE_WHOLE_FILE,
  importDeckLabel,
} from '../../../../shared/import/texts';
import { LanguageStep, proposedLanguages } from '../../../../web/src/features/import/language-step';

const PREVIEW: ImportPreview = {
  decks: [
    { deck: 'German::Verbs', words: 12, named: 0, language: 'de-DE', guessedFrom: 'deck' },
    { deck: 'Misc', words: 3, named: 1, language: 'en-US', guessedFrom: null },
    { deck: 'Ours', words: 4, named: 4, language: 'en-US', guessedFrom: null },
  ],
};

function Harness({ preview, seen }: { preview: ImportPreview | null; seen: Record<string, string>[] }) {
  const [chosen, setChosen] = useState(preview ? proposedLanguages(preview) : {});
  return (
    <LanguageStep
      preview={preview}
      chosen={chosen}
      onChange={(next) => {
        seen.push(next);
        setChosen(next);
      }}
    />
  );
}

describe('the import’s language step', () => {
  it('offers a select per deck that needs one, preset and explained, and keeps the change', async () => {
    const seen: Record<string, string>[] = [];
    render(<Harness preview={PREVIEW} seen={seen} />);
    const german = screen.getByLabelText(importDeckLabel('German::Verbs', 12)) as HTMLSelectElement;
    expect(german.value).toBe('de-DE');
    expect(screen.getByText(IMPORT_GUESSED_FROM.deck)).toBeTruthy();
    expect((screen.getByLabelText(importDeckLabel('Misc', 3)) as HTMLSelectElement).value).toBe('en-US');
    expect(screen.getByText(IMPORT_GUESSED_FROM.none, { exact: false })).toBeTruthy();
    // A deck whose words all name their language has nothing to choose.
    expect(screen.queryByLabelText(importDeckLabel('Ours', 4))).toBeNull();
    await userEvent.setup().selectOptions(german, 'de-AT');
    expect(seen.at(-1)).toEqual({ 'German::Verbs': 'de-AT', Misc: 'en-US' });
  });

  it('says it is reading, then one select for a file without decks, or that every word names its own', () => {
    const { rerender } = render(<Harness preview={null} seen={[]} />);
    expect(screen.getByText(IMPORT_LANGUAGE_READING)).toBeTruthy();
    const whole: ImportPreview = {
      decks: [{ deck: '', words: 5, named: 0, language: 'th-TH', guessedFrom: 'words' }],
    };
    rerender(<LanguageStep preview={whole} chosen={{}} onChange={() => undefined} />);
    expect((screen.getByLabelText(IMPORT_LANGUAGE_WHOLE_FILE) as HTMLSelectElement).value).toBe('th-TH');
    rerender(<LanguageStep preview={{ decks: [] }} chosen={{}} onChange={() => undefined} />);
    expect(screen.getByText(IMPORT_LANGUAGE_ALL_NAMED)).toBeTruthy();
  });
});
