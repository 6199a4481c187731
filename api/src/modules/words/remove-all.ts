// Removes every word and every stored picture and audio of one learner: the one code path of the
// retention job (deletion day) and of account deletion. Rows go in one transaction; the files
// after it, so a crash in between leaves files without rows, which the start-up sweep removes.
import { eq } from 'drizzle-orm';
import { media, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { mediaKey } from '../../providers/media';
import { bumpWordsVersion } from './list';
import { withUserMedia } from './media';

/** Answers how many words were removed. */
export function removeAllWords(deps: Pick<AppDeps, 'db' | 'media'>, userId: number): Promise<number> {
  // In the learner's media queue: an add under way finishes first, and none starts half-way.
  return withUserMedia(userId, async () => {
    const owned = await deps.db.select({ id: media.id }).from(media).where(eq(media.userId, userId));
    const removed = await deps.db.transaction(async (tx) => {
      const gone = await tx.delete(words).where(eq(words.userId, userId)).returning({ id: words.id });
      await tx.delete(media).where(eq(media.userId, userId));
      if (gone.length > 0) await bumpWordsVersion(tx, userId);
      return gone.length;
    });
    await Promise.all(owned.map((m) => deps.media.delete(mediaKey(userId, m.id))));
    return removed;
  });
}
