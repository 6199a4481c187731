// Picture rules of SPEC §5, shared by the drop zone (quick feedback) and the API (which also sniffs
// the bytes, so a file that lies about its type is still refused there).

/** The spec's accepted types, as file-name extensions (compared case-insensitively). */
export const PICTURE_EXTENSIONS = [
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
] as const;

/**
 * The same types as MIME types, each with its extensions, in the shape a drop zone's `accept` takes.
 * jpg, jpeg, jfif, pjpeg and pjp are all JPEG; 'image/jpg' and 'image/pjpeg' are non-standard names
 * some systems still send, and older Firefox called APNG 'image/vnd.mozilla.apng'.
 */
export const PICTURE_ACCEPT: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jfif', '.pjpeg', '.pjp'],
  'image/jpg': ['.jpg', '.jpeg'],
  'image/pjpeg': ['.pjpeg', '.pjp', '.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/apng': ['.apng'],
  'image/vnd.mozilla.apng': ['.apng'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
  'image/webp': ['.webp'],
};

export const PICTURE_MIME_TYPES: readonly string[] = Object.keys(PICTURE_ACCEPT);

/**
 * Size bounds, inclusive. The spec leaves the numbers open. 1 KB: no real photo or drawing is
 * smaller, so a smaller file is an empty paste or a broken download. 10 MB: admits a full-resolution
 * phone photo while keeping uploads quick; the server shrinks pictures for display anyway.
 */
export const PICTURE_MIN_BYTES = 1024;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The bytes of pictures and audio the web app keeps as object URLs: about 1,000 stored pictures
 * (512 px WebP, tens of KB) with their audio. Past it the least recently shown go.
 */
export const MEDIA_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export const PICTURE_MESSAGES = {
  typeNotSupported: 'File type is not supported',
  tooBig: 'File size is too big',
  tooSmall: 'File size is too small',
  /** Shown while a refused file is dragged over the drop zone. */
  hoverError: 'File type/size error, Hovered on types!',
} as const;

export interface PictureFile {
  /** File name, absent for a pasted picture. */
  name?: string;
  /** MIME type as the browser reports it, '' when unknown. */
  type: string;
  /** Bytes. */
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Accepted when the MIME type or the name's extension is on the list. Either is enough because
 * browsers report no type for some of these (jfif, pjp) and a pasted picture may have no name.
 */
export function isPictureTypeAccepted(file: Pick<PictureFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (PICTURE_MIME_TYPES.includes(type)) return true;
  const extension = extensionOf(file.name ?? '');
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The drop zone's message for a file, or null when the picture is accepted. Type is checked first. */
export function checkPicture(file: PictureFile): string | null {
  if (!isPictureTypeAccepted(file)) return PICTURE_MESSAGES.typeNotSupported;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.tooBig;
  if (file.size < PICTURE_MIN_BYTES) return PICTURE_MESSAGES.tooSmall;
  return null;
}
