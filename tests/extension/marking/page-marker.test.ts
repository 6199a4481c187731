// The page marker on a real DOM (happy-dom): which text it marks, what it leaves alone, and how
// changed text is marked again.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mark, Painter } from '../../../extension/lib/marking/marks';
import { PageMarker } from '../../../extension/lib/marking/page-marker';
import { buildMatcher } from '../../../shared/marking/matcher';
import type { Word } from '../../../shared/words/types';

const saved = (word: string, score: Word['score'] = 1): Word =>
  ({
    uuid: `id-${word}`,
    word,
    wordTranslation: `${word}!`,
    language: 'fr-FR',
    score,
    speechWord: '',
  }) as Word;

/** A painter that keeps what it was asked to paint, as the highlights would hold it. */
function recordingPainter() {
  const painted = new Set<Mark>();
  const painter: Painter = {
    add: (mark) => void painted.add(mark),
    remove: (mark) => void painted.delete(mark),
    clear: () => painted.clear(),
  };
  const words = () => [...painted].map((mark) => mark.node.data.slice(mark.start, mark.end)).sort();
  return { painter, painted, words };
}

const matcher = buildMatcher([saved('chat', 1), saved('la bibliothèque', 3), saved('secret', 2)]);
const instant = { pause: async () => undefined };

beforeEach(() => {
  document.body.innerHTML = `
    <p lang="fr">Le Chat dort à <b>la</b> bibliothèque. Je vais à la Bibliotheque.</p>
    <input value="chat" /> <textarea>chat</textarea>
    <div contenteditable="true">chat secret</div>
    <div contenteditable="plaintext-only"><span>chat</span></div>
    <script>var chat = 'secret';</script><style>.chat { color: red }</style>
    <div hidden>chat hidden</div>
    <p>un <a href="#">secret</a></p>`;
});

describe('PageMarker', () => {
  it('marks the saved words in text, and nothing in fields, editable parts, scripts or hidden parts', async () => {
    const { painter, words } = recordingPainter();
    const marker = new PageMarker(document, matcher, painter, undefined, instant);
    await marker.markDocument();
    expect(words()).toEqual(['Chat', 'la Bibliotheque', 'secret']);
  });

  it('marks text added later, and drops the marks of text removed', async () => {
    const { painter, painted, words } = recordingPainter();
    const marker = new PageMarker(document, matcher, painter, undefined, instant);
    await marker.markDocument();
    const added = document.createElement('p');
    added.textContent = 'Encore un chat.';
    document.body.append(added);
    await marker.markSubtree(added);
    expect(words()).toEqual(['Chat', 'chat', 'la Bibliotheque', 'secret']);
    added.remove();
    marker.store.dropDisconnected();
    expect(words()).toEqual(['Chat', 'la Bibliotheque', 'secret']);
    const first = document.querySelector('p')?.firstChild as Text;
    first.data = 'Plus de félin ici, ';
    marker.markText(first);
    expect(words()).toEqual(['la Bibliotheque', 'secret']);
    expect([...painted].map((mark) => mark.score).sort()).toEqual([2, 3]);
  });

  it('finds the mark under a text offset, and forgets everything when stopped', async () => {
    const { painter, painted } = recordingPainter();
    const marker = new PageMarker(document, matcher, painter, undefined, instant);
    await marker.markDocument();
    const first = document.querySelector('p')?.firstChild as Text;
    const chat = first.data.indexOf('Chat');
    expect(marker.store.at(first, chat + 1)?.word).toBe(0);
    expect(marker.store.at(first, 0)).toBeUndefined();
    marker.stop();
    expect(painted.size).toBe(0);
    expect(marker.store.size).toBe(0);
  });
});
