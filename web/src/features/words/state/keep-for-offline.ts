// The installed app keeps the pictures and audio of the words the learner is likely to study next
// (docs/decisions/0031-offline-study.md): the top of the list as the settings show it (the
// current filter, sort and playlist), one after another in the background, until the budget is
// reached. A browser tab keeps only what the learner has opened: it is not an installed app.
import { OFFLINE_KEPT_WORDS_MAX } from '../../../../../shared/offline/rules';
import type { ShownWord } from '../../../../../shared/words/types';
import { askPersistentStorage, withinBudget } from '../../../lib/offline/kept-media';
import { isOffline } from '../../../lib/offline/network';
import { mediaUrl } from './media-cache';

const installed = () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

let keeping = false;

export async function keepForOffline(userId: number, words: readonly ShownWord[]): Promise<void> {
  if (keeping || !installed()) return;
  keeping = true;
  try {
    await askPersistentStorage();
    const next = words.filter((w) => w.display).slice(0, OFFLINE_KEPT_WORDS_MAX);
    for (const word of next) {
      if (isOffline() || !(await withinBudget())) return;
      const media: ['image' | 'audio', string | undefined][] = [
        ['image', word.picture],
        ['audio', word.speechWord],
        ['audio', word.speechSentence],
      ];
      for (const [kind, id] of media) if (id) await mediaUrl(kind, userId, id).catch(() => undefined);
    }
  } finally {
    keeping = false;
  }
}
