// The line at the foot of the word form saying how the word will be spoken and translated, with
// the button that opens the language settings. 'Please select a Voice.' appears here when the
// word's voice does not belong to its language.
import { useId } from 'react';
import { findSpeechLocale, voicesOf } from '../../../../../shared/languages/speech';
import { findTranslationLanguage } from '../../../../../shared/languages/translation';
import type { Preferences } from '../../../../../shared/words/types';
import { GlobeIcon } from './dialog-icons';
import { FieldMessages } from './text-field';
import type { SpeechSettings } from './word-form-values';

interface SpeechSummaryProps {
  speech: SpeechSettings;
  languages: Pick<Preferences, 'sourceLanguage' | 'targetLanguage'>;
  error?: string;
  onOpenSettings: () => void;
}

const languageName = (code: string) => findTranslationLanguage(code)?.name ?? code;

export function SpeechSummary({ speech, languages, error, onOpenSettings }: SpeechSummaryProps) {
  const messagesId = useId();
  const locale = findSpeechLocale(speech.language)?.name ?? speech.language;
  const voice = voicesOf(speech.language).find((candidate) => candidate.value === speech.voice);
  return (
    <div className="speech-summary">
      <p className="speech-summary__text">
        Spoken in {locale}
        {voice ? `, ${voice.name.toLowerCase()} voice` : ''}
        {speech.highQuality ? ', high quality' : ''}. Translated from {languageName(languages.sourceLanguage)}{' '}
        to {languageName(languages.targetLanguage)}.
      </p>
      <button
        type="button"
        className="button button--secondary speech-summary__button"
        aria-describedby={messagesId}
        onClick={onOpenSettings}
      >
        <GlobeIcon />
        Language settings
      </button>
      <FieldMessages id={messagesId} error={error} />
    </div>
  );
}
