// The pictures and audio a file carries, checked as uploads are and written before the words'
// transaction (no file I/O inside it). Each new file is remembered, so a failed import removes
// exactly the files it wrote and none that an existing word already used.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { EXTENSIONS_BY_AUDIO_MIME } from '../../../../../shared/import/media-types';
import { PICTURE_MAX_BYTES } from '../../../../../shared/words/rules';
import type { AppDeps } from '../../../deps';
import { contentId, mediaKey } from '../../../providers/media/port';
import { PICTURE_MAX_SIDE, processPicture } from '../../words/picture';
import type { ImportedFile } from '../import-record';

type FilesDeps = Pick<AppDeps, 'media'>;

/** Converted pictures a measuring pass keeps for the writing pass (beyond it they are converted again). */
const CONVERTED_KEPT_MAX = 64 * 1024 * 1024;

export interface WrittenFile {
  id: string;
  kind: 'image' | 'audio';
  mime: string;
  size: number;
}

export class ImportFiles {
  /** Files written by this import that no word had before: removed again if it fails. */
  private readonly fresh = new Set<string>();
  /** Rows to insert in the transaction, by id. */
  readonly written = new Map<string, WrittenFile>();

  constructor(
    private readonly deps: FilesDeps,
    private readonly userId: number,
    /** The ids the learner's media table already holds. */
    private readonly existing: Set<string>,
    /**
     * A measuring pass writes nothing: it only counts what the files become, so the media quota
     * is checked before one file is stored. Pictures it converted are kept for the writing pass
     * while they fit in CONVERTED_KEPT_MAX bytes, and converted again past that.
     */
    private readonly measuring = false,
    private readonly converted: Map<ImportedFile, Uint8Array> = new Map(),
  ) {}

  /** The pass that stores what this one measured, reusing its converted pictures. */
  writer(): ImportFiles {
    return new ImportFiles(this.deps, this.userId, this.existing, false, this.converted);
  }

  get bytes(): number {
    let total = 0;
    for (const file of this.written.values()) if (!this.existing.has(file.id)) total += file.size;
    return total;
  }

  private async write(kind: WrittenFile['kind'], bytes: Uint8Array, mime: string): Promise<string> {
    const id = contentId(bytes);
    if (!this.written.has(id)) {
      if (this.measuring) {
        this.written.set(id, { id, kind, mime, size: bytes.byteLength });
        return id;
      }
      if (!this.existing.has(id)) this.fresh.add(id);
      await this.deps.media.put(mediaKey(this.userId, id), bytes, mime);
      this.written.set(id, { id, kind, mime, size: bytes.byteLength });
    }
    return id;
  }

  /** A picture's id, or null when it is not one an upload would take. */
  async picture(file: ImportedFile | undefined): Promise<string | null> {
    if (!file) return '';
    try {
      const bytes = this.converted.get(file) ?? (await this.convert(file));
      return await this.write('image', bytes, 'image/webp');
    } catch {
      return null;
    }
  }

  private convertedBytes = 0;

  private async convert(file: ImportedFile): Promise<Uint8Array> {
    const kept = await keptAsItIs(file.bytes);
    const { bytes } = kept ? { bytes: file.bytes } : await processPicture(file.bytes);
    if (this.measuring && this.convertedBytes + bytes.byteLength <= CONVERTED_KEPT_MAX) {
      this.converted.set(file, bytes);
      this.convertedBytes += bytes.byteLength;
    }
    return bytes;
  }

  /** An audio file's id, or '' when it is not audio of a type we serve (it is spoken again later). */
  async audio(file: ImportedFile | undefined): Promise<string> {
    if (!file || file.bytes.byteLength > PICTURE_MAX_BYTES) return '';
    const type = await fileTypeFromBuffer(file.bytes);
    const mime = type?.mime === 'audio/x-wav' ? 'audio/wav' : type?.mime;
    if (!mime || !(mime in EXTENSIONS_BY_AUDIO_MIME)) return '';
    return this.write('audio', file.bytes, mime);
  }

  /** Removes the files this import wrote that no word had before. */
  async discard(): Promise<void> {
    await Promise.all([...this.fresh].map((id) => this.deps.media.delete(mediaKey(this.userId, id))));
  }
}

/**
 * A picture our own backup carries is already what an upload becomes (WebP, at most 1024 px a
 * side, no metadata): kept byte for byte, so a round trip gives the same file. Anything else is
 * re-encoded as an upload is.
 */
async function keptAsItIs(bytes: Uint8Array): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'image/webp') return false;
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  const small = (meta.width ?? Infinity) <= PICTURE_MAX_SIDE && (meta.height ?? Infinity) <= PICTURE_MAX_SIDE;
  const bare = !meta.exif && !meta.icc && !meta.xmp && !meta.iptc && (meta.pages ?? 1) === 1;
  // Decoded whole once, so a truncated file is refused rather than stored.
  if (small && bare) await sharp(bytes, { failOn: 'error' }).raw().toBuffer();
  return small && bare;
}
