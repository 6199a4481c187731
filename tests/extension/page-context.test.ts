// The sentence around a selection and the notice on the page, run in a page as the browser runs
// the injected functions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentenceAroundSelection } from '../../extension/lib/page-context';
import { showToastInPage } from '../../extension/lib/page-toast';
import { openPage } from './fake-page';

describe('sentenceAroundSelection', () => {
  it('finds the sentence across inline elements, leaving the other sentences of the paragraph', () => {
    openPage(
      '<p>It <b>rained</b> all night. The <em>petrichor</em> rose from the\n   garden. Birds <a href="#">sang</a>.</p>',
      'petrichor',
    );
    expect(sentenceAroundSelection(1000)).toBe('The petrichor rose from the garden.');
  });

  it('stays inside the block: a list item or a table cell is its own text', () => {
    openPage('<ul><li>First item here.</li><li>A petrichor item</li></ul>', 'petrichor');
    expect(sentenceAroundSelection(1000)).toBe('A petrichor item');
    openPage('<table><tr><td>Rain</td><td>The petrichor of dawn</td></tr></table>', 'petrichor');
    expect(sentenceAroundSelection(1000)).toBe('The petrichor of dawn');
  });

  it('keeps a window of the limit around the word when the sentence is longer, cut between words', () => {
    const filler = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
    openPage(`<p>${filler(150)} petrichor ${filler(150)}.</p>`, 'petrichor');

    const sentence = sentenceAroundSelection(200);

    expect(sentence.length).toBeLessThanOrEqual(200);
    expect(sentence).toContain('petrichor');
    expect(sentence).toMatch(/^word\d+ .* word\d+$/);
  });

  it('answers "" without a selection', () => {
    document.body.innerHTML = '<p>Nothing selected.</p>';
    window.getSelection()?.removeAllRanges();
    expect(sentenceAroundSelection(1000)).toBe('');
  });
});

describe('showToastInPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the message in a closed shadow root and takes it away after 2 s', () => {
    vi.useFakeTimers();
    const attach = vi.spyOn(HTMLElement.prototype, 'attachShadow');

    showToastInPage('"petrichor" added!', 'success', 2000);

    const host = document.querySelector('wordhoard-toast');
    expect(host).not.toBeNull();
    // Closed: the page's scripts cannot reach inside.
    expect(host?.shadowRoot).toBeNull();
    expect(attach).toHaveBeenCalledWith({ mode: 'closed' });
    const root = attach.mock.results[0]?.value as ShadowRoot;
    expect(root.querySelector('[role="status"]')?.textContent).toBe('"petrichor" added!');

    vi.advanceTimersByTime(1999);
    expect(document.querySelector('wordhoard-toast')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('wordhoard-toast')).toBeNull();
  });

  it('replaces a toast still showing, so quick saves never stack', () => {
    showToastInPage('first', 'success', 2000);
    showToastInPage('The word already exists.', 'error', 2000);
    expect(document.querySelectorAll('wordhoard-toast')).toHaveLength(1);
  });
});
