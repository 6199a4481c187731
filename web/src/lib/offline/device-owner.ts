// Whose study the device keeps (docs/decisions/0031-offline-study.md). Sign-out forgets it all; a
// token that expired offline signs the learner out without it, so their waiting changes are sent
// once they sign in again. Another learner signing in instead finds nothing of the first one.
import { clearOfflineDb, readKept, writeKept } from './idb';
import { clearKeptMedia } from './kept-media';

const OWNER = 'owner';

const beforeForgetting = new Set<() => void>();

/**
 * Work that may still write what the device keeps (the words worker keeps the list after showing
 * it) registers how to stop; forgetting stops it first, so nothing of a signed-out learner is
 * written after the clearing. Answers the way to unregister.
 */
export function stopWhenForgetting(stop: () => void): () => void {
  beforeForgetting.add(stop);
  return () => beforeForgetting.delete(stop);
}

/** Everything kept and queued goes: sign-out, a deleted account. */
export async function forgetDevice(): Promise<void> {
  for (const stop of [...beforeForgetting]) stop();
  await Promise.all([clearOfflineDb(), clearKeptMedia()]);
}

/** A learner signed in: what the device kept for someone else is dropped first. */
export async function claimDeviceFor(userId: number): Promise<void> {
  const owner = await readKept<number>(OWNER);
  if (owner !== undefined && owner !== userId) await forgetDevice();
  await writeKept(OWNER, userId);
}
