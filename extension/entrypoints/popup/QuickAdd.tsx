// Quick add: a word, its translation and a sentence, through the same add flow as a selection saved
// from a page (rules, duplicate check, queue when the server cannot be reached). Like the web app's
// add dialog, a successful add clears the fields and keeps the category. A waiting word the server
// refused is edited here too: it fills the form, and the edited word takes its place.
import { type FormEvent, useState } from 'react';
import type { Word } from '../../../shared/api';
import type { FormOfSaved } from '../../../shared/forms/form-offer';
import { TRANSLATION_ENGINE_NOTES, type Translated } from '../../../shared/languages/translators';
import { ENCOUNTER_TEXTS } from '../../../shared/words/encounters';
import { translationErrorMessage, WORD_MESSAGES, type WordFormErrors } from '../../../shared/words/rules';
import type { PendingSummary, SaveOutcome, Session, Settings } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import { translateInPopup } from '../../lib/translate-in-popup';
import { CategoryField } from './CategoryField';
import { FormOffer } from './FormOffer';
import { TextField } from './TextField';

/** Added is good news; a word that waits is neither good nor bad; the rest needs the learner. */
type Tone = 'success' | 'info' | 'error';
const TONES: Record<SaveOutcome['kind'], Tone> = {
  added: 'success',
  queued: 'info',
  exists: 'error',
  form: 'error',
  invalid: 'error',
};

const EMPTY = { word: '', wordTranslation: '', sentence: '', sentenceTranslation: '' };
type TextFields = typeof EMPTY;

interface QuickAddProps {
  words: Word[];
  settings: Settings;
  onAdded: (word: Word) => void;
  onSession: (session: Session) => void;
  /** A refused waiting word to edit, or null. */
  editing: PendingSummary | null;
  /** The edited word was added or waits in the old one's place, or the learner cancelled. */
  onEditDone: () => void;
}

const fieldsOf = (save: PendingSummary): TextFields => ({
  word: save.word,
  wordTranslation: save.wordTranslation,
  sentence: save.sentence,
  sentenceTranslation: save.sentenceTranslation,
});

export function QuickAdd({ words, settings, onAdded, onSession, editing, onEditDone }: QuickAddProps) {
  const [fields, setFields] = useState<TextFields>(EMPTY);
  const [category, setCategory] = useState(settings.defaultCategory);
  const [loadedEdit, setLoadedEdit] = useState<string | null>(null);
  const [errors, setErrors] = useState<WordFormErrors>({});
  const [result, setResult] = useState<{ tone: Tone; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [translating, setTranslating] = useState<'word' | 'sentence' | null>(null);
  // Who made the word's translation, while the field still holds what it made: the word keeps it.
  const [wordEngine, setWordEngine] = useState<Translated | null>(null);
  // The server's answer that the word is another form of a saved one, while the word is unchanged.
  const [answeredForm, setAnsweredForm] = useState<FormOfSaved | null>(null);
  const formOf = answeredForm?.form === fields.word.trim() ? answeredForm : null;

  // A word chosen for editing fills the form once; the learner's changes then stay.
  if ((editing?.id ?? null) !== loadedEdit) {
    setLoadedEdit(editing?.id ?? null);
    if (editing) {
      setFields(fieldsOf(editing));
      setCategory(editing.category);
      setErrors({});
      setResult(null);
    }
  }

  const set = (name: keyof TextFields) => (value: string) => setFields((now) => ({ ...now, [name]: value }));

  async function translate(field: 'word' | 'sentence') {
    const source = field === 'word' ? fields.word : fields.sentence;
    const target = field === 'word' ? 'wordTranslation' : 'sentenceTranslation';
    if (source.trim() === '' || translating) return;
    setTranslating(field);
    try {
      const translated = await translateInPopup(source);
      set(target)(translated.text);
      if (field === 'word') setWordEngine(translated);
      // Who translated: on this device, or the server (the text left the machine).
      setResult({ tone: 'info', message: TRANSLATION_ENGINE_NOTES[translated.engine] });
    } catch (error) {
      set(target)('');
      setResult({ tone: 'error', message: translationErrorMessage(field, toApiError(error).message) });
    } finally {
      setTranslating(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(false);
  }

  /** `asNewWord`: the learner keeps a form of a saved word as a word of its own. */
  async function save(asNewWord: boolean) {
    // Submitting twice at once is ignored.
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const translatedBy =
        wordEngine && wordEngine.text === fields.wordTranslation ? wordEngine.engine : undefined;
      const outcome = await sendMessage('addWord', {
        ...fields,
        category,
        replaces: editing?.id,
        ...(translatedBy && { translatedBy }),
        ...(asNewWord && { asNewWord }),
      });
      setAnsweredForm(outcome.kind === 'form' ? outcome.formOf : null);
      // Problems with a field show under it; everything else as one line below the form.
      const fieldErrors: WordFormErrors =
        outcome.kind === 'exists'
          ? { word: outcome.message }
          : outcome.kind === 'invalid'
            ? outcome.errors
            : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        // Send to Anki's outcome follows the add's: a word Anki did not take is still added.
        const anki = outcome.kind === 'added' ? outcome.anki : undefined;
        setResult({
          tone: anki && !anki.ok ? 'info' : TONES[outcome.kind],
          message: anki ? `${outcome.message} ${anki.message}` : outcome.message,
        });
      }
      if (outcome.kind === 'added') onAdded(outcome.word);
      if (outcome.kind === 'added' || outcome.kind === 'queued') {
        setFields(EMPTY);
        if (editing) onEditDone();
        // The waiting words changed: one more, or the edited one gone.
        if (outcome.kind === 'queued' || editing) onSession(await sendMessage('getSession'));
      }
    } catch (error) {
      setResult({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  }

  /** The word exists, or is a form of `target`: its sentence is kept on the saved word (an encounter). */
  async function addSentence(target?: FormOfSaved) {
    setBusy(true);
    try {
      const { message } = await sendMessage('addEncounter', {
        word: target?.word ?? fields.word,
        ...(target && { wordUuid: target.uuid }),
        sentence: fields.sentence,
        sentenceTranslation: fields.sentenceTranslation,
      });
      setErrors({});
      setFields(EMPTY);
      setResult({ tone: 'success', message });
    } catch (error) {
      setResult({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  }

  const translateButton = (field: 'word' | 'sentence', label: string) => (
    <button
      type="button"
      className="small-button"
      onClick={() => translate(field)}
      disabled={translating !== null || (field === 'word' ? fields.word : fields.sentence).trim() === ''}
      aria-label={label}
    >
      {translating === field ? 'Translating…' : 'Translate'}
    </button>
  );

  return (
    <form className="card form quick-add" onSubmit={submit} noValidate aria-label="Add a word">
      {editing && (
        <p className="editing wide">
          <span>Editing a word that was not saved.</span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setFields(EMPTY);
              setResult(null);
              onEditDone();
            }}
          >
            Cancel
          </button>
        </p>
      )}
      <TextField id="word" label="Word" wide value={fields.word} onChange={set('word')} error={errors.word} />
      {formOf && (
        <FormOffer
          formOf={formOf}
          hasSentence={fields.sentence.trim() !== ''}
          busy={busy}
          onAddSentence={() => void addSentence(formOf)}
          onSaveAnyway={() => void save(true)}
        />
      )}
      {errors.word === WORD_MESSAGES.wordExists && fields.sentence.trim() !== '' && (
        <p className="wide">
          <button type="button" className="small-button" disabled={busy} onClick={() => void addSentence()}>
            {ENCOUNTER_TEXTS.offer}
          </button>
        </p>
      )}
      <TextField
        id="wordTranslation"
        label="Translation"
        wide
        value={fields.wordTranslation}
        onChange={set('wordTranslation')}
        error={errors.wordTranslation}
        action={translateButton('word', 'Translate the word')}
      />
      <TextField
        id="sentence"
        label="Sentence"
        multiline
        wide
        value={fields.sentence}
        onChange={set('sentence')}
        error={errors.sentence}
      />
      <TextField
        id="sentenceTranslation"
        label="Sentence translation"
        multiline
        wide
        value={fields.sentenceTranslation}
        onChange={set('sentenceTranslation')}
        error={errors.sentenceTranslation}
        action={translateButton('sentence', 'Translate the sentence')}
      />
      <CategoryField
        // Its text is its own while typing: a word loaded for editing starts it afresh.
        key={loadedEdit ?? 'new'}
        words={words}
        value={category}
        onChange={setCategory}
        onSession={onSession}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Adding…' : 'Add word'}
      </button>
      {result && (
        <p className={`notice notice-${result.tone} wide`} role="status">
          {result.message}
        </p>
      )}
    </form>
  );
}
