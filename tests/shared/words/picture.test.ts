import { describe, expect, it } from 'vitest';
import {
  checkPicture,
  PICTURE_ACCEPT,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_MIN_BYTES,
} from '../../../shared/words/picture';

const MB = 1024 * 1024;

describe('picture rules', () => {
  it('lists the spec types and messages', () => {
    expect(PICTURE_EXTENSIONS).toEqual([
      'jpg',
      'png',
      'gif',
      'jpeg',
      'avif',
      'jfif',
      'pjpeg',
      'pjp',
      'apng',
      'webp',
    ]);
    expect(PICTURE_MESSAGES).toEqual({
      typeNotSupported: 'File type is not supported',
      tooBig: 'File size is too big',
      tooSmall: 'File size is too small',
      hoverError: 'File type/size error, Hovered on types!',
    });
    expect([PICTURE_MIN_BYTES, PICTURE_MAX_BYTES]).toEqual([1024, 10 * MB]);
  });

  it('offers every accepted extension through a MIME type', () => {
    const offered = new Set(Object.values(PICTURE_ACCEPT).flat());
    for (const extension of PICTURE_EXTENSIONS) expect(offered).toContain(`.${extension}`);
  });

  it('accepts each type by extension, in any case', () => {
    for (const extension of PICTURE_EXTENSIONS) {
      expect(checkPicture({ name: `photo.${extension.toUpperCase()}`, type: '', size: MB })).toBeNull();
    }
  });

  it('accepts each MIME type, in any case, with no name (a pasted picture)', () => {
    for (const type of Object.keys(PICTURE_ACCEPT)) {
      expect(checkPicture({ type: type.toUpperCase(), size: MB })).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(checkPicture({ name: 'photo.bmp', type: 'image/bmp', size: MB })).toBe(
      'File type is not supported',
    );
    expect(checkPicture({ name: 'notes', type: '', size: MB })).toBe('File type is not supported');
    expect(checkPicture({ name: 'photo.svg', type: 'image/svg+xml', size: MB })).toBe(
      'File type is not supported',
    );
  });

  it('checks the type before the size', () => {
    expect(checkPicture({ name: 'big.bmp', type: 'image/bmp', size: 20 * MB })).toBe(
      'File type is not supported',
    );
  });

  it('accepts exactly the minimum and maximum sizes', () => {
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: PICTURE_MIN_BYTES })).toBeNull();
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: PICTURE_MAX_BYTES })).toBeNull();
  });

  it('refuses one byte outside either bound', () => {
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: PICTURE_MIN_BYTES - 1 })).toBe(
      'File size is too small',
    );
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe(
      'File size is too big',
    );
  });
});
