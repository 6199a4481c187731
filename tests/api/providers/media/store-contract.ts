// The behaviour every media store must show; run against each adapter.
import { expect, test } from 'vitest';
import { contentId, type MediaStore, mediaKey } from '../../../../api/src/providers/media/index';

export function mediaStoreContract(name: string, store: () => MediaStore) {
  const picture = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 5, 6, 7, 8]);
  const audio = new Uint8Array([0xff, 0xf3, 0x10, 0xc4, 9, 9, 9]);

  test(`${name}: put, get, list and delete round trip with the MIME type`, async () => {
    const pictureKey = mediaKey(7, contentId(picture));
    const audioKey = mediaKey(7, contentId(audio));
    await store().put(pictureKey, picture, 'image/webp');
    await store().put(audioKey, audio, 'audio/mpeg');
    await store().put(mediaKey(8, contentId(audio)), audio, 'audio/mpeg');

    expect(await store().get(pictureKey)).toEqual({ bytes: picture, mime: 'image/webp' });
    expect(await store().get(audioKey)).toEqual({ bytes: audio, mime: 'audio/mpeg' });
    expect(await store().list('7/')).toEqual([audioKey, pictureKey].sort());
    expect(await store().list('8/')).toEqual([mediaKey(8, contentId(audio))]);

    await store().delete(pictureKey);
    expect(await store().get(pictureKey)).toBeNull();
    expect(await store().list('7/')).toEqual([audioKey]);
  });

  test(`${name}: a missing key reads as null and deletes quietly`, async () => {
    expect(await store().get('99/nothing-here')).toBeNull();
    await expect(store().delete('99/nothing-here')).resolves.toBeUndefined();
    expect(await store().list('99/')).toEqual([]);
  });

  test(`${name}: putting again replaces the bytes`, async () => {
    await store().put('5/profile', picture, 'image/webp');
    await store().put('5/profile', audio, 'audio/mpeg');
    expect(await store().get('5/profile')).toEqual({ bytes: audio, mime: 'audio/mpeg' });
  });

  test.each([
    '../etc/passwd',
    '7/../../secret',
    '/abs/path',
    '7/.hidden',
    '7\\..\\x',
    '7//x',
    '',
    '7/a b',
    '7/x%2F..',
  ])(`${name}: the key %j is refused`, async (key) => {
    await expect(store().put(key, picture, 'image/webp')).rejects.toMatchObject({ status: 400 });
    await expect(store().get(key)).rejects.toMatchObject({ status: 400 });
    await expect(store().delete(key)).rejects.toMatchObject({ status: 400 });
  });

  test(`${name}: a prefix that climbs out is refused`, async () => {
    await expect(store().list('../')).rejects.toMatchObject({ status: 400 });
  });
}
