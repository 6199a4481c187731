// The page marker on a real DOM (happy-dom): which text it marks, what it leaves alone, how
// changed text is marked again, and words split across inline elements of one block.
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

/** A painter that keeps what it was asked to paint, as the overlay would draw it. */
function recordingPainter() {
  const painted = new Set<Mark>();
  const painter: Painter = {
    add: (mark) => void painted.add(mark),
    remove: (mark) => void painted.delete(mark),
    clear: () => painted.clear(),
  };
  const words = () =>
    [...painted]
      .map((mark) => {
        const range = document.createRange();
        range.setStart(mark.node, mark.start);
        range.setEnd(mark.endNode, mark.end);
        return range.toString();
      })
      .sort();
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
    expect(words()).toEqual(['Chat', 'la Bibliotheque', 'la bibliothèque', 'secret']);
  });

  it('marks text added later, and drops the marks of text removed', async () => {
    const { painter, painted, words } = recordingPainter();
    const marker = new PageMarker(document, matcher, painter, undefined, instant);
    await marker.markDocument();
    const added = document.createElement('p');
    added.textContent = 'Encore un chat.';
    document.body.append(added);
    await marker.markSubtree(added);
    expect(words()).toEqual(['Chat', 'chat', 'la Bibliotheque', 'la bibliothèque', 'secret']);
    added.remove();
    marker.store.dropDisconnected();
    expect(words()).toEqual(['Chat', 'la Bibliotheque', 'la bibliothèque', 'secret']);
    const first = document.querySelector('p')?.firstChild as Text;
    first.data = 'Plus de félin ici, ';
    marker.markText(first);
    expect(words()).toEqual(['la Bibliotheque', 'la bibliothèque', 'secret']);
    expect([...painted].map((mark) => mark.score).sort()).toEqual([2, 3, 3]);
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

  it('marks a word across inline elements, never across blocks, line breaks or hidden text', async () => {
    const { painter, words } = recordingPainter();
    const iceCream = buildMatcher([saved('ice cream', 2), saved('ice', 1), saved('cream', 1)]);
    document.body.innerHTML = `
      <p>An <b>ice</b> <em>cream</em> here, <span>some i<i>ce</i>s</span> <a href="#"><b>cream</b></a> there.</p>
      <ul><li>ice</li><li>cream</li></ul><div>ice <p>cream</p></div>
      <p>ice<br>cream</p><p>ice <span style="display:none">x</span> cream</p>`;
    const marker = new PageMarker(document, iceCream, painter, undefined, instant);
    await marker.markDocument();
    // "i<i>ce</i>s" reads as one word, "ices": only "cream" is marked after it.
    expect(words()).toEqual(
      ['ice cream', 'cream', 'ice', 'cream', 'ice', 'cream', 'ice', 'cream', 'ice', 'cream'].sort(),
    );
    const [first] = marker.store.all();
    expect(first?.nodes.map((node) => node.data)).toEqual(['ice', ' ', 'cream']);
    // Kept under each of its three nodes, listed once.
    expect([...marker.store.all()]).toHaveLength(10);
    const cream = document.querySelector('em')?.firstChild as Text;
    expect(marker.store.at(cream, 2)?.word).toBe(0);
  });

  it('marks the run again when a node of a word changes, is added or leaves', async () => {
    const { painter, words } = recordingPainter();
    document.body.innerHTML = '<p lang="fr">Je vais à la <b>bibliothèque</b> demain.</p>';
    const marker = new PageMarker(document, matcher, painter, undefined, instant);
    await marker.markDocument();
    expect(words()).toEqual(['la bibliothèque']);
    const bold = document.querySelector('b') as HTMLElement;
    (bold.firstChild as Text).data = 'gare';
    marker.markText(bold.firstChild as Text);
    expect(words()).toEqual([]);
    bold.remove();
    const added = document.createElement('strong');
    added.textContent = 'Bibliothèque';
    document.querySelector('p')?.insertBefore(added, document.querySelector('p')?.lastChild ?? null);
    await marker.markSubtree(added);
    expect(words()).toEqual(['la Bibliothèque']);
    added.remove();
    const orphans = marker.store.dropDisconnected();
    expect(orphans.map((node) => node.data)).toEqual(['Je vais à la ']);
    expect(words()).toEqual([]);
  });
});
