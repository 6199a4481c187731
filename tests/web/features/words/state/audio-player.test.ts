// The one audio element of the words screen: a sound stopped before it began (the browser rejects
// its play() with an AbortError) ends the sequence quietly; a sound that cannot play still fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playSequence, stopAudio } from '../../../../../web/src/features/words/state/audio-player';
import { mediaUrl } from '../../../../../web/src/features/words/state/media-cache';

vi.mock('../../../../../web/src/features/words/state/media-cache');

afterEach(() => vi.clearAllMocks());

/** play() waits until pause() (or the test) settles it, as a browser's does while loading. */
function stubMedia() {
  let reject: ((error: Error) => void) | null = null;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(
    () =>
      new Promise<void>((_resolve, fail) => {
        reject = fail;
      }),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() =>
    reject?.(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError')),
  );
  vi.mocked(mediaUrl).mockResolvedValue('blob:audio/a');
  return { failToPlay: (error: Error) => reject?.(error) };
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};

describe('the audio player', () => {
  it('ends a sequence stopped before its sound began, without an error', async () => {
    stubMedia();
    const played = playSequence([{ userId: 1, id: 'a' }], 1);
    await settle();
    stopAudio();
    await expect(played).resolves.toBe(false);
  });

  it('still fails when the sound itself cannot play', async () => {
    const media = stubMedia();
    const played = playSequence([{ userId: 1, id: 'a' }], 1);
    await settle();
    media.failToPlay(new Error('NotSupportedError'));
    await expect(played).rejects.toThrow('NotSupportedError');
  });
});
