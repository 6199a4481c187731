// Speaks a word and its sentence when added, and again on update only for what changed (text,
// language, voice or quality). A speech failure never loses the word: its audio stays empty and
// is generated on the next update or by the retry below.
import type { AppDeps } from '../../deps';
import type { WordInput } from './form';
import { storeMedia } from './media';

export interface SpokenIds {
  speechWord: string;
  speechSentence: string;
}

/** Said in the add and update answers when the high-quality voice was asked for but eSpeak spoke. */
export const ESPEAK_FALLBACK_NOTICE =
  'High-quality voices are not configured here (TTS_PROVIDER); the standard voice spoke this word.';

/** Remembers, per request, whether any audio fell back to eSpeak. */
export interface SpeechReport {
  fellBack: boolean;
}

interface Previous extends SpokenIds {
  word: string;
  sentence: string;
  language: string;
  voice: string;
  highQuality: boolean;
}

type SpeechDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

async function speakOne(
  deps: SpeechDeps,
  userId: number,
  input: WordInput,
  text: string,
  report?: SpeechReport,
): Promise<string> {
  if (text === '') return '';
  try {
    const spoken = await deps.speech.speak({
      text,
      language: input.language,
      voice: input.voice,
      highQuality: input.highQuality,
    });
    if (spoken.fellBack && report) report.fellBack = true;
    return await storeMedia(deps, userId, 'audio', spoken.audio, spoken.mime);
  } catch (error) {
    console.error(`Speech failed for "${text.slice(0, 40)}"; the word is saved without audio`, error);
    return '';
  }
}

export async function speakWord(
  deps: SpeechDeps,
  userId: number,
  input: WordInput,
  previous?: Previous,
  report?: SpeechReport,
): Promise<SpokenIds> {
  const sameVoice =
    previous !== undefined &&
    previous.language === input.language &&
    previous.voice === input.voice &&
    previous.highQuality === input.highQuality;
  const keepWord = sameVoice && previous.word === input.word && previous.speechWord !== '';
  const keepSentence =
    sameVoice &&
    previous.sentence === input.sentence &&
    (previous.speechSentence !== '' || input.sentence === '');
  const [speechWord, speechSentence] = await Promise.all([
    keepWord ? previous.speechWord : speakOne(deps, userId, input, input.word, report),
    keepSentence ? previous.speechSentence : speakOne(deps, userId, input, input.sentence, report),
  ]);
  return { speechWord, speechSentence };
}
