// The language settings dialog, opened from the add and edit dialogs (SPEC §2): the speech language
// and voice, the translation languages and high-quality audio. Saving updates the preferences as a
// whole (PATCH /api/preferences) and hands them back, so the open word takes them as well.
import { useState } from 'react';
import { PREFERENCES_UPDATED_MESSAGE } from '../../../../../shared/accounts/rules';
import { SPEECH_LOCALES, voicesOf } from '../../../../../shared/languages/speech';
import {
  TRANSLATION_LANGUAGES,
  translationCodeOfSpeechLocale,
} from '../../../../../shared/languages/translation';
import { voiceMatchesLanguage, WORD_MESSAGES } from '../../../../../shared/words/rules';
import type { Preferences } from '../../../../../shared/words/types';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { savePreferences } from '../state/words-api';
import { setPreferences } from '../state/words-store';
import { SwapIcon } from './dialog-icons';
import { FormFooter } from './form-footer';
import { SelectField } from './select-field';
import { useInFlight } from './use-in-flight';
import './language-settings.css';
import './word-dialogs.css';
import './dialog-buttons.css';

const SPEECH_OPTIONS = SPEECH_LOCALES.map((locale) => ({ value: locale.value, label: locale.name }));
const TRANSLATION_OPTIONS = TRANSLATION_LANGUAGES.map((language) => ({
  value: language.code,
  label: language.name,
}));

interface LanguageSettingsDialogProps {
  open: boolean;
  /** The preferences, with the speech settings of the word being added or edited. */
  initial: Preferences;
  onClose: () => void;
  onSaved: (preferences: Preferences) => void;
}

export function LanguageSettingsDialog({ open, initial, onClose, onSaved }: LanguageSettingsDialogProps) {
  return (
    <Modal title="Language settings" open={open} onClose={onClose}>
      <LanguageSettingsForm initial={initial} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function LanguageSettingsForm({
  initial,
  onCancel,
  onSaved,
}: Pick<LanguageSettingsDialogProps, 'initial' | 'onSaved'> & { onCancel: () => void }) {
  const [settings, setSettings] = useState(initial);
  const { busy, run } = useInFlight();
  const change = (next: Partial<Preferences>) => setSettings((current) => ({ ...current, ...next }));
  const voiceError = voiceMatchesLanguage(settings.speechLanguage, settings.speechVoice)
    ? undefined
    : WORD_MESSAGES.selectVoice;

  const changeSpeechLanguage = (speechLanguage: string) =>
    // The voice is chosen again for the new language; the word's language is what is translated from.
    change({
      speechLanguage,
      speechVoice: '',
      sourceLanguage: translationCodeOfSpeechLocale(speechLanguage) ?? settings.sourceLanguage,
    });

  const save = () => {
    if (voiceError) return;
    void run(async () => {
      try {
        const { message: _message, ...saved } = await savePreferences(settings);
        setPreferences(saved);
        void notifySuccess(PREFERENCES_UPDATED_MESSAGE);
        onSaved(saved);
      } catch (error) {
        handleApiError(error);
      }
    });
  };

  return (
    <form
      className="word-form language-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <SelectField
        label="Speech language"
        value={settings.speechLanguage}
        options={SPEECH_OPTIONS}
        onChange={changeSpeechLanguage}
      />
      <SelectField
        label="Voice"
        value={settings.speechVoice}
        placeholder="Select a voice"
        options={voicesOf(settings.speechLanguage).map((voice) => ({
          value: voice.value,
          label: voice.name,
        }))}
        onChange={(speechVoice) => change({ speechVoice })}
        error={voiceError}
      />
      <div className="language-settings__pair">
        <SelectField
          label="Translate from"
          value={settings.sourceLanguage}
          options={TRANSLATION_OPTIONS}
          onChange={(sourceLanguage) => change({ sourceLanguage })}
        />
        <button
          type="button"
          className="swap-button language-settings__swap"
          aria-label="Swap the translation languages"
          title="Swap the translation languages"
          onClick={() =>
            change({ sourceLanguage: settings.targetLanguage, targetLanguage: settings.sourceLanguage })
          }
        >
          <SwapIcon />
        </button>
        <SelectField
          label="Translate to"
          value={settings.targetLanguage}
          options={TRANSLATION_OPTIONS}
          onChange={(targetLanguage) => change({ targetLanguage })}
        />
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={settings.highQuality}
          onChange={(event) => change({ highQuality: event.target.checked })}
        />
        High quality audio
      </label>
      <FormFooter cancelLabel="Cancel" submitLabel={'Save'} busy={busy} onCancel={onCancel} />
    </form>
  );
}
