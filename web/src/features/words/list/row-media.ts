// Pictures and audio of the list are fetched when a row scrolls into view (only rows on screen
// are mounted) and kept in the shared media cache. A row must stay on screen for a moment first,
// so a fast scroll through thousands of words does not fire thousands of requests.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Word } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { userAtom } from '../../../lib/session';
import { mediaUrl, prefetchMedia } from '../state/media-cache';

export const ROW_DWELL_MS = 150;

/** True once the component has stayed mounted for ROW_DWELL_MS. */
function useDwelled(): boolean {
  const [dwelled, setDwelled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDwelled(true), ROW_DWELL_MS);
    return () => clearTimeout(timer);
  }, []);
  return dwelled;
}

/** The picture's object URL once fetched; null while waiting, or when the word has none. */
export function usePictureUrl(picture: string): string | null {
  const userId = useAtomValue(userAtom)?.id;
  const dwelled = useDwelled();
  const [url, setUrl] = useState<{ picture: string; url: string } | null>(null);
  useEffect(() => {
    if (!dwelled || !picture || userId === undefined) return;
    let live = true;
    mediaUrl('image', userId, picture)
      .then((objectUrl) => {
        if (live) setUrl({ picture, url: objectUrl });
      })
      .catch((error: unknown) => {
        if (live) handleApiError(error);
      });
    return () => {
      live = false;
    };
  }, [dwelled, picture, userId]);
  // A picture changed by an edit never shows the previous one's URL.
  return url?.picture === picture ? url.url : null;
}

/** Warms the cache with the word's and the sentence's audio, so a click plays at once. */
export function usePrefetchedAudio(word: Pick<Word, 'speechWord' | 'speechSentence'>): void {
  const userId = useAtomValue(userAtom)?.id;
  const dwelled = useDwelled();
  useEffect(() => {
    if (!dwelled || userId === undefined) return;
    prefetchMedia('audio', userId, word.speechWord);
    prefetchMedia('audio', userId, word.speechSentence);
  }, [dwelled, userId, word.speechWord, word.speechSentence]);
}
