// The learner's words, preferences and media live in the words feature's state. They are reached
// through dynamic imports, so neither the landing page nor the connection screen carries the
// words code until a signed-in learner needs it.

/**
 * Loads words and preferences (the store itself skips roles 2 and 5), and starts sending the
 * changes made offline. ensureWordsLoaded shares
 * one request pair with the words screen, which asks too when it opens a second later.
 */
export async function loadLearnerData(): Promise<void> {
  const [{ ensureWordsLoaded }, { startOfflineSync }] = await Promise.all([
    import('../words/state/words-store'),
    import('../words/state/offline-changes'),
  ]);
  // What waits from an offline session is sent now, and whenever the network comes back (decision 0031).
  startOfflineSync();
  await ensureWordsLoaded();
}

/** Empties the words store, the all-images-loaded flag and the image and audio caches. */
export async function forgetLearnerData(): Promise<void> {
  const [{ resetWordsState }, { clearMediaCache }] = await Promise.all([
    import('../words/state/words-store'),
    import('../words/state/media-cache'),
  ]);
  resetWordsState();
  clearMediaCache();
}

/** Loads words and preferences again, loaded or not: after an import changed many words at once. */
export async function reloadLearnerData(): Promise<void> {
  const { loadWordsAndPreferences } = await import('../words/state/words-store');
  await loadWordsAndPreferences();
}
