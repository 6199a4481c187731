import { expect, test } from 'vitest';
import { contentId, mediaKey } from '../../../../api/src/providers/media/index';

test('content ids are 32 hex digits of SHA-256, equal for equal bytes only', () => {
  const id = contentId(new TextEncoder().encode('abc'));
  // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
  expect(id).toBe('ba7816bf8f01cfea414140de5dae2223');
  expect(contentId(new TextEncoder().encode('abc'))).toBe(id);
  expect(contentId(new TextEncoder().encode('abd'))).not.toBe(id);
});

test('media keys are the user id, a slash and the content id', () => {
  expect(mediaKey(42, 'ba7816bf8f01cfea414140de5dae2223')).toBe('42/ba7816bf8f01cfea414140de5dae2223');
});
