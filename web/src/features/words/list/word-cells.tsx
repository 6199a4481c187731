// The clickable texts and the picture of a word, shared by the table and the cards (SPEC §2
// "List mode"): a word or sentence plays its audio, a translation shows or hides itself, a
// picture takes or drops a cover. User text is always rendered as text.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import {
  isWaitingNewWord,
  NEW_WORD_WAITING_MARK,
  NEW_WORD_WAITING_TITLE,
} from '../../../../../shared/offline/new-words';
import type { Word } from '../../../../../shared/words/types';
import { ImageIcon, SpeakerIcon } from '../../../components/icons';
import { handleApiError } from '../../../lib/api-client';
import { preferencesAtom, userAtom } from '../../../lib/session';
import { playSequence } from '../state/audio-player';
import { type TranslationField, useListView } from './list-view';
import { usePictureUrl } from './row-media';

/**
 * Sentences and their translations show five lines (words-cells.css); one that may run longer
 * carries its whole text as a tooltip too, besides unfolding while it has focus.
 */
const LONG_TEXT = 120;
const tooltip = (text: string, short: string) => (text.length > LONG_TEXT ? text : short);

/** A new sound interrupting the previous one is not a failure worth a notice. */
const isInterruption = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Plays one audio id at the learner's speech speed; failures go to the common error handler. */
export function usePlayAudio(): (id: string) => void {
  const userId = useAtomValue(userAtom)?.id;
  const rate = useAtomValue(preferencesAtom)?.rateSpeech ?? 1;
  return useCallback(
    (id: string) => {
      if (userId === undefined || !id) return;
      playSequence([{ userId, id }], rate).catch((error: unknown) => {
        if (!isInterruption(error)) handleApiError(error);
      });
    },
    [userId, rate],
  );
}

export function PlayableText({ word, field }: { word: Word; field: 'word' | 'sentence' }) {
  const play = usePlayAudio();
  const text = word[field];
  if (!text) return null;
  const audio = field === 'word' ? word.speechWord : word.speechSentence;
  // Audio not made yet (or not made for this language): the text only.
  if (!audio) {
    return (
      <span className={`playable playable--${field} playable--silent`} lang={word.language || undefined}>
        <span className="playable__text">{text}</span>
        {field === 'word' && isWaitingNewWord(word.uuid) && (
          <span className="waiting-mark" title={NEW_WORD_WAITING_TITLE}>
            {NEW_WORD_WAITING_MARK}
          </span>
        )}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`playable playable--${field}`}
      lang={word.language || undefined}
      title={field === 'sentence' ? tooltip(text, 'Play') : 'Play'}
      onClick={() => play(audio)}
    >
      <span className="playable__text">{text}</span>
      {field === 'word' && <SpeakerIcon size={16} />}
    </button>
  );
}

export function TranslationToggle({ word, field }: { word: Word; field: TranslationField }) {
  const view = useListView();
  const text = word[field];
  if (!text) return null;
  const shown = view.isTranslationShown(word.uuid, field);
  const toggle = () => view.toggleTranslation(word.uuid, field);
  if (!shown) {
    // A veil as long as the text (within bounds) hints at the answer without giving it away.
    const width = `${Math.min(Math.max(text.length, 4), 14)}ch`;
    return (
      <button
        type="button"
        className="translation translation--hidden"
        aria-label={
          field === 'wordTranslation'
            ? `Show translation of “${word.word}”`
            : `Show sentence translation of “${word.word}”`
        }
        onClick={toggle}
      >
        <span className="translation__veil" style={{ width }} aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={field === 'sentenceTranslation' ? 'translation translation--sentence' : 'translation'}
      title={field === 'sentenceTranslation' ? tooltip(text, 'Hide translation') : 'Hide translation'}
      onClick={toggle}
    >
      <span className="translation__text">{text}</span>
    </button>
  );
}

export function PictureToggle({ word }: { word: Word }) {
  const view = useListView();
  const url = usePictureUrl(word.picture);
  if (!word.picture) return <span className="picture picture--none" aria-hidden="true" />;
  const covered = view.isPictureCovered(word.uuid);
  return (
    <button
      type="button"
      className="picture"
      aria-pressed={covered}
      aria-label={`Cover the picture of ${word.word}`}
      onClick={() => view.togglePicture(word.uuid)}
    >
      {url ? <img src={url} alt="" loading="lazy" decoding="async" /> : <span className="picture__loading" />}
      {covered && (
        <span className="picture__cover" data-testid="picture-cover">
          <ImageIcon size={22} />
        </span>
      )}
    </button>
  );
}
