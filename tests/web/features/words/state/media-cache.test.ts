// The web app's pictures and audio held as object URLs: bounded by their bytes, revoking what
// the cache drops, sharing one fetch between screens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_CACHE_MAX_BYTES } from '../../../../../shared/words/picture';
import {
  clearMediaCache,
  dropMedia,
  mediaUrl,
} from '../../../../../web/src/features/words/state/media-cache';
import { fetchMediaBlob } from '../../../../../web/src/features/words/state/words-api';

vi.mock('../../../../../web/src/features/words/state/words-api', () => ({ fetchMediaBlob: vi.fn() }));

const MB = 1024 * 1024;
let live: Set<string>;
let made = 0;

beforeEach(() => {
  live = new Set();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${made++}:${blob.size}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
  vi.mocked(fetchMediaBlob).mockImplementation(async () => new Blob([new Uint8Array(MB)]));
});

afterEach(() => {
  clearMediaCache();
  vi.mocked(fetchMediaBlob).mockReset();
});

const liveBytes = () => [...live].reduce((sum, url) => sum + Number(url.split(':')[2]), 0);

describe('the media cache', () => {
  it('keeps at most its bound of blobs alive, revoking the least recently used', async () => {
    const first = await mediaUrl('image', 1, '0');
    const count = MEDIA_CACHE_MAX_BYTES / MB + 10;
    for (let id = 1; id < count; id++) {
      await mediaUrl('image', 1, String(id));
      // The first picture stays in use for a while, so it is not the least recently used.
      if (id < 20) expect(await mediaUrl('image', 1, '0')).toBe(first);
    }
    expect(liveBytes()).toBeLessThanOrEqual(MEDIA_CACHE_MAX_BYTES);
    expect(live.has(first)).toBe(true);
    expect(live.size).toBe(MEDIA_CACHE_MAX_BYTES / MB);
    // One of the early ones went; asking for it again fetches it again.
    const calls = vi.mocked(fetchMediaBlob).mock.calls.length;
    const again = await mediaUrl('image', 1, '1');
    expect(live.has(again)).toBe(true);
    expect(vi.mocked(fetchMediaBlob).mock.calls.length).toBe(calls + 1);
  });

  it('shares one fetch between screens asking at once, and revokes a deleted word', async () => {
    const [a, b] = await Promise.all([mediaUrl('audio', 1, '7'), mediaUrl('audio', 1, '7')]);
    expect(a).toBe(b);
    expect(fetchMediaBlob).toHaveBeenCalledTimes(1);
    dropMedia({ speechWord: '7' });
    expect(live.has(a)).toBe(false);
  });

  it('revokes a fetch that comes back after its word was deleted, and everything at logout', async () => {
    const coming = mediaUrl('image', 1, '3');
    dropMedia({ picture: '3' });
    const url = await coming;
    await Promise.resolve();
    expect(live.has(url)).toBe(false);
    await mediaUrl('image', 1, '4');
    clearMediaCache();
    expect(live.size).toBe(0);
  });
});
