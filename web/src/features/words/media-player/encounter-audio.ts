// The audio of a word's further sentences for the media player, read once per word and count: the
// list's count changes with every add or removal, so a changed count reads them again. Without a
// network (or on any failure) the word plays without them rather than stopping the player.
import type { Word } from '../../../../../shared/words/types';
import { fetchEncounters } from '../encounters/encounters-api';

const known = new Map<string, { count: number; audio: string[] }>();

export async function encounterAudio(word: Word): Promise<string[]> {
  const count = word.encounterCount ?? 0;
  if (count === 0) return [];
  const cached = known.get(word.uuid);
  if (cached?.count === count) return cached.audio;
  try {
    const { encounters } = await fetchEncounters(word.uuid);
    // Oldest first, as they were met, after the main sentence.
    const audio = encounters
      .map((encounter) => encounter.speechSentence)
      .filter(Boolean)
      .reverse();
    known.set(word.uuid, { count, audio });
    return audio;
  } catch {
    return [];
  }
}
