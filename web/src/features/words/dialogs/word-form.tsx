// The fields of the add and edit dialogs (SPEC §2, §5): word, translation, sentence, sentence
// translation, category, picture, and the language line with its settings dialog. The dialogs
// own the values and the submit; this form lays them out and wires the helpers.
import { type ReactNode, type Ref, useState } from 'react';
import type { Preferences, Word } from '../../../../../shared/words/types';
import { SparklesIcon, TranslateIcon } from '../../../components/icons';
import { CategoryField } from './category-field';
import { FormFooter } from './form-footer';
import { LanguageSettingsDialog } from './language-settings-dialog';
import { SpeechSummary } from './speech-summary';
import { AssistButton, TextField } from './text-field';
import type { PictureChoice } from './use-picture';
import { usePicturePaste } from './use-picture-paste';
import { useTextAssist } from './use-text-assist';
import type { WordFormModel } from './use-word-form';
import { speechOfPreferences } from './word-form-values';
import './word-dialogs.css';
import './dialog-buttons.css';

interface WordFormProps {
  model: WordFormModel;
  preferences: Preferences;
  words: readonly Word[];
  picture: ReactNode;
  pictureChoice: PictureChoice;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  wordRef?: Ref<HTMLInputElement>;
  /** Under the word and its translation: the add dialog's offer for a word that exists. */
  afterWord?: ReactNode;
}

export function WordForm(props: WordFormProps) {
  const { model, preferences, words, busy, wordRef } = props;
  const { form, errors, setField } = model;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const assist = useTextAssist(model, preferences);
  usePicturePaste(!settingsOpen, props.pictureChoice.offer);

  const edit = (field: 'wordTranslation' | 'sentence' | 'sentenceTranslation') => (value: string) => {
    setField(field, value);
    assist.clearNotice(field);
  };
  const noWord = form.word.trim() === '';

  return (
    <>
      <form
        className="word-form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <div className="word-form__pair">
          <TextField
            label="Word"
            value={form.word}
            inputRef={wordRef}
            onChange={(value) => setField('word', value)}
            onBlur={model.touchWord}
            error={errors.word}
          />
          <TextField
            label="Translation"
            value={form.wordTranslation}
            onChange={edit('wordTranslation')}
            error={errors.wordTranslation}
            notice={assist.notices.wordTranslation}
            note={assist.engineNote('wordTranslation')}
            actions={
              <AssistButton
                label="Translate"
                description="Translate the word"
                icon={<TranslateIcon size={16} />}
                busy={assist.busy.translateWord}
                disabled={noWord}
                onClick={assist.translateWord}
              />
            }
          />
        </div>
        {props.afterWord}
        <TextField
          label="Sentence"
          multiline
          value={form.sentence}
          onChange={edit('sentence')}
          error={errors.sentence}
          notice={assist.notices.sentence}
          actions={
            <>
              <AssistButton
                label="Generate"
                description="Generate a sentence with the word"
                icon={<SparklesIcon size={16} />}
                busy={assist.busy.generateSentence}
                disabled={noWord}
                onClick={assist.generateSentence}
              />
              <AssistButton
                label="Translate"
                description="Translate the sentence"
                icon={<TranslateIcon size={16} />}
                busy={assist.busy.translateSentence}
                disabled={form.sentence.trim() === ''}
                onClick={assist.translateSentence}
              />
            </>
          }
        />
        <TextField
          label="Sentence translation"
          multiline
          value={form.sentenceTranslation}
          onChange={edit('sentenceTranslation')}
          error={errors.sentenceTranslation}
          notice={assist.notices.sentenceTranslation}
          note={assist.engineNote('sentenceTranslation')}
        />
        <CategoryField
          category={form.category}
          creating={model.creatingCategory}
          words={words}
          error={errors.category}
          onPick={(category) => {
            model.setCreatingCategory(false);
            setField('category', category);
          }}
          onCreate={(name) => {
            model.setCreatingCategory(true);
            setField('category', name);
          }}
        />
        {props.picture}
        <SpeechSummary
          speech={form}
          languages={preferences}
          error={errors.voice}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        <FormFooter
          cancelLabel="Close"
          submitLabel={props.submitLabel}
          busy={busy}
          onCancel={props.onCancel}
        />
      </form>
      {/* Outside the form: events bubble through portals along the React tree, and the settings
          form's submit must not submit the word. */}
      <LanguageSettingsDialog
        open={settingsOpen}
        initial={{ ...preferences, ...speechPreferences(form) }}
        onClose={() => setSettingsOpen(false)}
        onSaved={(saved) => {
          model.setSpeech(speechOfPreferences(saved));
          setSettingsOpen(false);
        }}
      />
    </>
  );
}

const speechPreferences = (form: WordFormModel['form']) => ({
  speechLanguage: form.language,
  speechVoice: form.voice,
  highQuality: form.highQuality,
});
