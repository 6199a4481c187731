// Pictures and audio of a user's words. Ids are content hashes, so the same bytes are stored
// once and a URL never changes meaning (immutable caching). A file is removed as soon as no
// word of its owner (nor an encounter of one) refers to it any more: no orphans.
import { and, eq, inArray, or } from 'drizzle-orm';
import { encounters, media, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queuePerKey } from '../../one-at-a-time';
import { contentId, mediaKey } from '../../providers/media/port';

export type MediaKind = 'image' | 'audio';

/**
 * Runs `task` after the user's earlier media work in this process has settled. Ids are content
 * hashes, so two words can share a file (the same sentence spoken twice): without this, a delete
 * could find a file unused and remove it while an add that reuses it sits between storing it and
 * saving its word, or two edits of one word could each release only what they read beforehand and
 * leave the other's new audio unreferenced forever.
 */
export const withUserMedia = queuePerKey<number>();

/** Stores the bytes (once) and records them; answers the id to put on the word. */
export async function storeMedia(
  deps: Pick<AppDeps, 'db' | 'media' | 'clock'>,
  userId: number,
  kind: MediaKind,
  bytes: Uint8Array,
  mime: string,
): Promise<string> {
  const id = contentId(bytes);
  await deps.media.put(mediaKey(userId, id), bytes, mime);
  await deps.db
    .insert(media)
    .values({ userId, id, kind, mime, size: bytes.byteLength, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return id;
}

/** Removes those of `ids` that no word of the user, nor an encounter of one, refers to any more. */
export async function releaseMedia(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, ids: string[]) {
  const candidates = [...new Set(ids.filter(Boolean))];
  if (candidates.length === 0) return;
  const stillUsed = await deps.db
    .select({ picture: words.picture, speechWord: words.speechWord, speechSentence: words.speechSentence })
    .from(words)
    .where(
      and(
        eq(words.userId, userId),
        or(
          inArray(words.picture, candidates),
          inArray(words.speechWord, candidates),
          inArray(words.speechSentence, candidates),
        ),
      ),
    );
  const spokenEncounters = await deps.db
    .select({ speechSentence: encounters.speechSentence })
    .from(encounters)
    .where(and(eq(encounters.userId, userId), inArray(encounters.speechSentence, candidates)));
  const used = new Set([
    ...stillUsed.flatMap((w) => [w.picture, w.speechWord, w.speechSentence]),
    ...spokenEncounters.map((e) => e.speechSentence),
  ]);
  const unused = candidates.filter((id) => !used.has(id));
  if (unused.length === 0) return;
  await deps.db.delete(media).where(and(eq(media.userId, userId), inArray(media.id, unused)));
  await Promise.all(unused.map((id) => deps.media.delete(mediaKey(userId, id))));
}

/** The owner's media, or null: another user's id reads as absent. */
export async function readMedia(
  deps: Pick<AppDeps, 'db' | 'media'>,
  userId: number,
  kind: MediaKind,
  id: string,
): Promise<{ bytes: Uint8Array; mime: string } | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const [row] = await deps.db
    .select({ mime: media.mime })
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.id, id), eq(media.kind, kind)))
    .limit(1);
  if (!row) return null;
  const stored = await deps.media.get(mediaKey(userId, id));
  return stored ? { bytes: stored.bytes, mime: row.mime } : null;
}
