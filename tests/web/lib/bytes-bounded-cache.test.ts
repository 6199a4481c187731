// The media cache's bound: by the sizes of the values, least recently used first, and every value
// let go is handed to dispose exactly once.
import { describe, expect, it } from 'vitest';
import { BytesBoundedCache } from '../../../web/src/lib/bytes-bounded-cache';

const cacheOf = (max: number) => {
  const disposed: string[] = [];
  const cache = new BytesBoundedCache<string, string>(
    max,
    (value) => value.length,
    (value) => disposed.push(value),
  );
  return { cache, disposed };
};

describe('a cache bounded in bytes', () => {
  it('drops the least recently used values for room, a read counting as a use', () => {
    const { cache, disposed } = cacheOf(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(disposed).toEqual(['bbbb']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(8);
  });

  it('disposes a replaced, deleted or cleared value once, and keeps nothing larger than the bound', () => {
    const { cache, disposed } = cacheOf(10);
    cache.set('a', 'one');
    cache.set('a', 'two');
    cache.delete('a');
    cache.delete('a');
    cache.set('b', 'three');
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    cache.clear();
    expect(disposed).toEqual(['one', 'two', 'three']);
    expect(cache.size).toBe(0);
  });
});
