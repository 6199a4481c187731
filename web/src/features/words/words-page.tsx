// Placeholder of the words screen (SPEC §2 "Words screen"); the words feature replaces it.
// The router has already checked the display mode and the session.
import type { DisplayMode } from '../../lib/pending-texts';
import { useDocumentTitle } from '../../lib/use-document-title';

const MODE_TITLES: Record<DisplayMode, string> = {
  list: 'List',
  'media-player': 'Media Player',
  test: 'Test',
};

export function WordsPage({ displayMode }: { displayMode: DisplayMode }) {
  useDocumentTitle(`My Words · ${MODE_TITLES[displayMode]}`);
  return (
    <section className="placeholder-page" aria-labelledby="words-title">
      <h1 id="words-title">My Words</h1>
      <p>Display mode: {MODE_TITLES[displayMode]}</p>
    </section>
  );
}
