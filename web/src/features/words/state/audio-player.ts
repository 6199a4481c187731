// One audio element for the whole words screen, so two sounds never overlap: playing a new
// sequence stops the previous one. The speech speed (rateSpeech) is applied here, on the
// client, as the spec's preferences say.
import { mediaUrl } from './media-cache';

let element: HTMLAudioElement | null = null;
let generation = 0;

function audioElement(): HTMLAudioElement {
  element ??= new Audio();
  return element;
}

export interface AudioItem {
  userId: number;
  id: string;
}

function playOnce(url: string, rate: number, mine: number): Promise<void> {
  const audio = audioElement();
  return new Promise((done, fail) => {
    if (mine !== generation) return done();
    audio.src = url;
    audio.playbackRate = rate;
    audio.onended = () => done();
    audio.onerror = () => fail(new Error('The audio could not be played.'));
    // A play() cut short by stopAudio() (the learner moved on, answered) rejects with an
    // AbortError: that is the stop asked for, not a failure to show.
    audio.play().catch((error: unknown) => (mine === generation ? fail(error) : done()));
  });
}

/**
 * Plays the items one after another at the given rate; resolves true when all played, false
 * when another call or stopAudio() interrupted it. Items without audio are skipped.
 */
export async function playSequence(items: AudioItem[], rate: number): Promise<boolean> {
  const mine = ++generation;
  for (const item of items) {
    if (!item.id) continue;
    const url = await mediaUrl('audio', item.userId, item.id);
    if (mine !== generation) return false;
    await playOnce(url, rate, mine);
    if (mine !== generation) return false;
  }
  return mine === generation;
}

export function stopAudio(): void {
  generation++;
  element?.pause();
}

/** The element, for tests and for the media player's Media Session hooks. */
export const currentAudioElement = () => audioElement();
