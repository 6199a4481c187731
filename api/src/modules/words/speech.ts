// Speaks a word and its sentence when added, and again on update only for what changed (text,
// language, voice or quality). A speech failure never loses the word: its audio stays empty and
// is generated on the next update or by the retry job (jobs/speech-retry.ts). When the audio is not
// what the learner asked for, the answer says so (`speechNotice`, texts in shared/).
import { findSpeechLocale } from '../../../../shared/languages/speech';
import {
  cloudVoiceFailedNotice,
  cloudVoiceNeededNotice,
  SPEECH_NOTICES,
} from '../../../../shared/words/speech-notices';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { SpeechAudio } from '../../providers/speech';
import type { WordInput } from './form';
import { storeMedia } from './media';

export interface SpokenIds {
  speechWord: string;
  speechSentence: string;
}

/** Collects, per request, what the answer tells the learner about the audio. */
export interface SpeechReport {
  /** The add or update answer's `speechNotice`. */
  notice?: string;
  /** Audio that could not be made, instead of a log line each (the retry job logs one per run). */
  failures?: string[];
}

const FALLBACK_NOTICES: Record<NonNullable<SpeechAudio['fellBack']>, string> = {
  not_configured: SPEECH_NOTICES.highQualityNotConfigured,
  cloud_failed: SPEECH_NOTICES.highQualityFailed,
};

/** A word saved without audio outranks a word spoken by another voice than asked for. */
function tell(report: SpeechReport | undefined, notice: string, withoutAudio: boolean) {
  if (report && (withoutAudio || report.notice === undefined)) report.notice = notice;
}

function reportFailure(input: SpokenVoice, text: string, error: unknown, report?: SpeechReport) {
  const locale = findSpeechLocale(input.language);
  const language = locale?.name ?? input.language;
  const expected = error instanceof AppError;
  // A language only a cloud voice speaks, with none configured: expected, and said in the answer.
  if (expected && error.code === 'speech_cloud_only') {
    tell(report, cloudVoiceNeededNotice(language), true);
    return;
  }
  tell(report, locale?.cloudOnly ? cloudVoiceFailedNotice(language) : SPEECH_NOTICES.audioLater, true);
  const what = `Speech failed for "${text.slice(0, 40)}" (${input.language})`;
  if (report?.failures) report.failures.push(`${what}: ${expected ? error.message : String(error)}`);
  // Vendor time-outs and engine crashes are expected now and then: one line. Anything else is a bug.
  else if (expected) console.warn(`${what}: ${error.message} The word is saved without audio.`);
  else console.error(`${what}; the word is saved without audio`, error);
}

interface Previous extends SpokenIds {
  word: string;
  sentence: string;
  language: string;
  voice: string;
  highQuality: boolean;
}

type SpeechDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

/** What a text is spoken in: a word's language, voice and quality. */
export type SpokenVoice = Pick<WordInput, 'language' | 'voice' | 'highQuality'>;

/** Speaks one text in the voice and stores the audio; '' (and a notice) when speech failed. */
export async function speakText(
  deps: SpeechDeps,
  userId: number,
  input: SpokenVoice,
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
    if (spoken.fellBack) tell(report, FALLBACK_NOTICES[spoken.fellBack], false);
    return await storeMedia(deps, userId, 'audio', spoken.audio, spoken.mime);
  } catch (error) {
    reportFailure(input, text, error, report);
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
    keepWord ? previous.speechWord : speakText(deps, userId, input, input.word, report),
    keepSentence ? previous.speechSentence : speakText(deps, userId, input, input.sentence, report),
  ]);
  return { speechWord, speechSentence };
}
