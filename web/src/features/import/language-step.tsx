// The language of the imported words, always shown before the import starts: a select per deck
// of the file (one for a file without decks), preset to what the server proposed (the deck's
// name, else its words, else the learner's own language), each saying what it was guessed from.
import type { ImportDeckPreview, ImportPreview } from '../../../../shared/api';
import {
  IMPORT_GUESSED_FROM,
  IMPORT_LANGUAGE_ALL_NAMED,
  IMPORT_LANGUAGE_READING,
  IMPORT_LANGUAGE_TITLE,
  IMPORT_LANGUAGE_WHOLE_FILE,
  importDeckLabel,
  importNamedNote,
} from '../../../../shared/import/texts';
import { SPEECH_LOCALES } from '../../../../shared/languages/speech';
import { SelectField } from '../../components/select-field';

const LANGUAGE_OPTIONS = SPEECH_LOCALES.map((locale) => ({ value: locale.value, label: locale.name }));
const LOOK = { field: 'form-field import-language', label: 'form-field__label', input: 'form-field__input' };

/** The decks whose words need a language: some do not name their own. */
export const decksToChoose = (preview: ImportPreview): ImportDeckPreview[] =>
  preview.decks.filter((deck) => deck.words > deck.named);

/** The proposals, as the choice starts. */
export const proposedLanguages = (preview: ImportPreview): Record<string, string> =>
  Object.fromEntries(decksToChoose(preview).map((deck) => [deck.deck, deck.language]));

interface LanguageStepProps {
  preview: ImportPreview | null;
  chosen: Record<string, string>;
  onChange: (chosen: Record<string, string>) => void;
}

export function LanguageStep({ preview, chosen, onChange }: LanguageStepProps) {
  const decks = preview ? decksToChoose(preview) : [];
  const single = preview?.decks.length === 1 && decks[0]?.deck === '';
  return (
    <fieldset className="import-languages">
      <legend className="import-step__title">{IMPORT_LANGUAGE_TITLE}</legend>
      {!preview && <p className="import-hint">{IMPORT_LANGUAGE_READING}</p>}
      {preview && decks.length === 0 && <p className="import-hint">{IMPORT_LANGUAGE_ALL_NAMED}</p>}
      {decks.map((deck) => (
        <SelectField
          key={deck.deck}
          label={single ? IMPORT_LANGUAGE_WHOLE_FILE : importDeckLabel(deck.deck || '—', deck.words)}
          value={chosen[deck.deck] ?? deck.language}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => onChange({ ...chosen, [deck.deck]: language })}
          look={LOOK}
        >
          <p className="import-hint">
            {IMPORT_GUESSED_FROM[deck.guessedFrom ?? 'none']}
            {deck.named > 0 && ` ${importNamedNote(deck.named)}`}
          </p>
        </SelectField>
      ))}
    </fieldset>
  );
}
