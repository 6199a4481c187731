// Follows a link to one word (shared/words/word-link.ts) once the list has loaded: a word the list
// shows is scrolled to and marked; a word the settings hide opens in its edit dialog, with a
// notice saying why (the learner's settings are theirs: the link never changes them); an unknown
// word is said to be missing. The query leaves the address either way, so a reload does not
// open the word again.
import { useEffect } from 'react';
import { WORD_LINK_HIDDEN, WORD_LINK_NOT_FOUND, WORD_LINK_PARAM } from '../../../../shared/words/word-link';
import { useSearchParams } from '../../lib/routing';
import { appStore, wordsAtom } from '../../lib/session';
import { notifyError, notifyWarning } from '../../lib/toasts';
import { wordDialogAtom } from './state/dialog-state';
import { linkedWordAtom } from './state/linked-word';

export function useWordLink(listLoaded: boolean): void {
  const [params, setParams] = useSearchParams();
  const uuid = params.get(WORD_LINK_PARAM);
  useEffect(() => {
    if (!listLoaded || uuid === null) return;
    setParams(
      (next) => {
        next.delete(WORD_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
    const word = appStore.get(wordsAtom).find((candidate) => candidate.uuid === uuid);
    if (!word) {
      void notifyError(WORD_LINK_NOT_FOUND);
      return;
    }
    if (word.display) {
      appStore.set(linkedWordAtom, { uuid });
      return;
    }
    appStore.set(wordDialogAtom, { mode: 'edit', uuid });
    void notifyWarning(WORD_LINK_HIDDEN);
  }, [listLoaded, uuid, setParams]);
}
