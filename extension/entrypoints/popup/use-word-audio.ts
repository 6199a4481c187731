// Plays a word's audio, then its sentence's, one after the other. The files need the learner's
// token, so the background fetches them; each becomes an object URL kept while the popup is open.
import { useCallback, useEffect, useRef } from 'react';
import { sendMessage } from '../../lib/messages';

function blobOf(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** Resolves when the clip ends, fails, or is stopped (pause). */
function playToEnd(audio: HTMLAudioElement, url: string): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      audio.removeEventListener('ended', finish);
      audio.removeEventListener('pause', finish);
      audio.removeEventListener('error', finish);
      done();
    };
    audio.addEventListener('ended', finish);
    audio.addEventListener('pause', finish);
    audio.addEventListener('error', finish);
    audio.src = url;
    audio.play().catch(finish);
  });
}

export function useWordAudio(): { play: (audioIds: string[]) => Promise<void>; stop: () => void } {
  const audio = useRef<HTMLAudioElement | null>(null);
  const urls = useRef(new Map<string, string>());
  // Each play() takes a turn; a newer one (or stop) ends the older one between clips.
  const turn = useRef(0);

  const stop = useCallback(() => {
    turn.current += 1;
    audio.current?.pause();
  }, []);

  const urlFor = useCallback(async (id: string): Promise<string> => {
    const known = urls.current.get(id);
    if (known) return known;
    const clip = await sendMessage('getAudio', { id });
    const url = URL.createObjectURL(blobOf(clip.base64, clip.type));
    urls.current.set(id, url);
    return url;
  }, []);

  const play = useCallback(
    async (audioIds: string[]) => {
      stop();
      const mine = turn.current;
      audio.current ??= new Audio();
      for (const id of audioIds.filter((audioId) => audioId !== '')) {
        // A missing file is skipped: the rest still plays.
        const url = await urlFor(id).catch(() => null);
        if (mine !== turn.current) return;
        if (url) await playToEnd(audio.current, url);
        if (mine !== turn.current) return;
      }
    },
    [stop, urlFor],
  );

  useEffect(() => {
    const known = urls.current;
    return () => {
      stop();
      for (const url of known.values()) URL.revokeObjectURL(url);
    };
  }, [stop]);

  return { play, stop };
}
