// An uploaded picture becomes a WebP of at most 1024 px a side, upright, without metadata (a phone
// photo's EXIF can hold the place it was taken). Its id is its content hash, so its URL can be
// cached forever. The bytes are judged by their magic numbers, not by the name or declared type.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_MIME_TYPES,
  PICTURE_MIN_BYTES,
} from '../../../../shared/words/rules';
import { invalid, tooLarge, unsupportedMedia } from '../../errors';
import { contentId } from '../../providers/media/port';

/** Longest side of a stored picture: sharp on a phone's 3× screen at the largest display size. */
export const PICTURE_MAX_SIDE = 1024;
/** 24 megapixels decode in ~100 MB; larger declared sizes are refused before any decoding. */
const MAX_INPUT_PIXELS = 24_000_000;
const WEBP_QUALITY = 80;

export interface ProcessedPicture {
  bytes: Uint8Array;
  id: string;
  mime: 'image/webp';
}

const notSupported = () => unsupportedMedia(PICTURE_MESSAGES.typeNotSupported, 'picture_type');

/** Checks, normalises and re-encodes an uploaded picture; throws 415, 413 or 422 with the spec's messages. */
export async function processPicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  // Same order as the drop zone (shared/words/picture.ts): type, then too big, then too small.
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !PICTURE_MIME_TYPES.includes(detected.mime)) throw notSupported();
  if (bytes.length > PICTURE_MAX_BYTES) throw tooLarge(PICTURE_MESSAGES.tooBig, 'picture_too_big');
  if (bytes.length < PICTURE_MIN_BYTES) throw invalid(PICTURE_MESSAGES.tooSmall, 'picture_too_small');

  let webp: Buffer;
  try {
    // The first frame of an animation; sharp never writes metadata unless asked to keep it.
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // upright by the EXIF orientation, which is then dropped
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Truncated, corrupt, or a decompression bomb: to the learner it is a file we cannot use.
    throw notSupported();
  }
  const output = new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  return { bytes: output, id: contentId(output), mime: 'image/webp' };
}
