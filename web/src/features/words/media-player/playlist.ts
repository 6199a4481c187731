// What the media player plays for one word (SPEC §4 "Media player"): the word, the sentence, then
// the word again `repeat` times. Audio the word does not have yet is left out. When the learner
// asks for them, the word's further sentences (encounters) play after its main sentence.
import type { Word } from '../../../../../shared/words/types';
import type { AudioItem } from '../state/audio-player';
import { sentenceAudio, wordAudio } from '../study/shown-words';

export function playlist(
  word: Word,
  repeat: number,
  userId: number,
  encounterAudio: string[] = [],
): AudioItem[] {
  const again = Array.from({ length: repeat }, () => wordAudio(userId, word)).flat();
  const met = encounterAudio.filter(Boolean).map((id) => ({ userId, id }));
  return [...wordAudio(userId, word), ...sentenceAudio(userId, word), ...met, ...again];
}
