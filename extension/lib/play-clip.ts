// Plays an audio clip in a page through Web Audio: the page's Content-Security-Policy governs media
// elements, not this (page marking's card, the lookup card).
import type { AudioClip } from './message-types';

export async function playClip(clip: AudioClip): Promise<void> {
  const context = new AudioContext();
  const bytes = Uint8Array.from(atob(clip.base64), (letter) => letter.charCodeAt(0));
  const buffer = await context.decodeAudioData(bytes.buffer);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  source.addEventListener('ended', () => void context.close());
  source.start();
}
