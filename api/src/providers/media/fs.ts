// Media in a folder ($DATA_DIR/media by default). Each key is a file; its MIME type sits beside it
// in `<file>.type`. Writes go to a temporary file renamed into place, so a reader never sees half a
// picture and a crash mid-write leaves the old version intact.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileChunks } from './file-chunks';
import { assertMediaKey, assertMediaPrefix, type MediaStore } from './port';

const TYPE_SUFFIX = '.type';
const FALLBACK_MIME = 'application/octet-stream';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export function createFsMediaStore(folder: string): MediaStore {
  const root = resolve(folder);

  /** The key's path, checked twice: by the key's grammar and by where it resolves. */
  function pathOf(key: string): string {
    assertMediaKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return path;
  }

  async function writeAtomically(path: string, bytes: Uint8Array | string) {
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, bytes, mime) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // The type first: the data file's arrival is what makes the key exist.
      await writeAtomically(path + TYPE_SUFFIX, mime);
      await writeAtomically(path, bytes);
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const bytes = new Uint8Array(await readFile(path));
        const mime = await readFile(path + TYPE_SUFFIX, 'utf8').catch(() => FALLBACK_MIME);
        return { bytes, mime: mime.trim() || FALLBACK_MIME };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async *chunks(key) {
      const path = pathOf(key);
      try {
        yield* fileChunks(path);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + TYPE_SUFFIX, { force: true });
    },

    async removeLeftovers() {
      let entries: { name: string; parentPath: string; isFile(): boolean }[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      const files = new Set(entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
      // A write cut short leaves its temporary file; a crash inside put or delete, a type file alone.
      const leftovers = [...files].filter(
        (path) =>
          path.endsWith('.tmp') ||
          (path.endsWith(TYPE_SUFFIX) && !files.has(path.slice(0, -TYPE_SUFFIX.length))),
      );
      await Promise.all(leftovers.map((path) => rm(path, { force: true })));
      return leftovers.length;
    },

    async list(prefix) {
      assertMediaPrefix(prefix);
      // Only the folder the prefix points into needs reading, e.g. `<root>/42` for '42/'.
      const folderOfPrefix = join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
      let entries: { name: string; parentPath: string; isFile(): boolean }[];
      try {
        entries = await readdir(folderOfPrefix, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.includes('.')) // skips .type and .tmp files
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
