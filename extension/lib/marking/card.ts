// The card of a marked word: its translation and score, its audio, a link to it in the web app.
// It lives in a layer of the closed host (lib/page-overlay/closed-host.ts), and everything that comes
// from a word is set as textContent. It takes no pointer until the pointer is inside it, so the
// page cannot find it by hit-testing while the learner only hovers a word
// (docs/decisions/0035-marks-threat-model.md).
import { formMetLabel } from '../../../shared/forms/word-forms';
import type { MarkedWord } from '../../../shared/marking/matcher';
import {
  CARD_NO_TRANSLATION,
  CARD_NONE_IN_VIEW,
  CARD_OPEN_LABEL,
  CARD_PLAY_LABEL,
  MARKING_COLOURS,
  scoreLabel,
} from '../../../shared/marking/texts';
import { placeBeside, type WordPlace } from '../page-overlay/place-card';

const CARD_CSS = `
.card { position: absolute; pointer-events: none; max-width: min(20rem, calc(100vw - 16px)); box-sizing: border-box;
  padding: 10px 12px; border-radius: 8px; background: #fff; color: #1d2433; font: 14px/1.4 system-ui, sans-serif;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); border: 1px solid #d0d5dd; text-align: start; }
.card[hidden] { display: none; }
.card.interactive { pointer-events: auto; }
.actions[hidden], .translation:empty { display: none; }
.word { font-weight: 600; margin: 0 0 2px; overflow-wrap: anywhere; }
.translation { margin: 0 0 6px; overflow-wrap: anywhere; }
.score { display: inline-block; padding: 1px 8px; border-radius: 999px; color: #fff; font-size: 12px; }
.actions { display: flex; gap: 8px; margin-top: 8px; align-items: center; flex-wrap: wrap; }
button, a { font: inherit; color: #1849a9; }
button { padding: 2px 10px; border: 1px solid #1849a9; border-radius: 6px; background: #fff; cursor: pointer; }
:focus-visible { outline: 2px solid #1849a9; outline-offset: 2px; }
/* The browser's dark scheme: a white card glared on dark pages. */
@media (prefers-color-scheme: dark) {
  .card { background: #1f2430; color: #e6e8ee; border-color: #3a4252; box-shadow: 0 4px 16px rgb(0 0 0 / 0.5); }
  button, a { color: #9cc0ff; }
  button { background: #1f2430; border-color: #9cc0ff; }
  :focus-visible { outline-color: #9cc0ff; }
}
`;

export interface CardActions {
  play(word: MarkedWord): void;
  /** The web app's link to the word (shared/words/word-link.ts). */
  linkOf(word: MarkedWord): string;
}

export class WordCard {
  private readonly card: HTMLElement;
  private readonly wordLine: HTMLElement;
  private readonly translation: HTMLElement;
  private readonly score: HTMLElement;
  private readonly play: HTMLButtonElement;
  private readonly open: HTMLAnchorElement;
  private readonly actionsRow: HTMLElement;
  private shown: MarkedWord | null = null;

  /** The card's rules, for the closed root that holds `layer`. */
  static readonly css = CARD_CSS;

  constructor(
    doc: Document,
    layer: HTMLElement,
    private readonly actions: CardActions,
  ) {
    this.card = doc.createElement('div');
    this.card.className = 'card';
    this.card.setAttribute('role', 'dialog');
    this.card.tabIndex = -1;
    this.card.hidden = true;
    this.wordLine = doc.createElement('p');
    this.wordLine.className = 'word';
    this.translation = doc.createElement('p');
    this.translation.className = 'translation';
    this.score = doc.createElement('span');
    this.score.className = 'score';
    this.play = doc.createElement('button');
    this.play.type = 'button';
    this.play.textContent = CARD_PLAY_LABEL;
    this.play.addEventListener('click', () => {
      if (this.shown) this.actions.play(this.shown);
    });
    this.open = doc.createElement('a');
    this.open.target = '_blank';
    this.open.rel = 'noopener noreferrer';
    this.open.textContent = CARD_OPEN_LABEL;
    this.actionsRow = doc.createElement('div');
    this.actionsRow.className = 'actions';
    this.actionsRow.append(this.score, this.play, this.open);
    this.card.append(this.wordLine, this.translation, this.actionsRow);
    layer.append(this.card);
  }

  get word(): MarkedWord | null {
    return this.shown;
  }

  /**
   * Shows the card under (or above, near the bottom) the word's box; `met`, the word as the page
   * has it, is shown before the saved word when it is another form of it ("anchors → anchor").
   */
  show(word: MarkedWord, place: WordPlace, focus = false, met = word.word): void {
    this.shown = word;
    const label = formMetLabel(met, word.word);
    this.card.setAttribute('aria-label', label);
    this.wordLine.textContent = label;
    this.translation.textContent = word.translation || CARD_NO_TRANSLATION;
    this.score.textContent = scoreLabel(word.score);
    this.score.style.background = MARKING_COLOURS[word.score];
    this.play.hidden = word.audio === '';
    this.open.href = this.actions.linkOf(word);
    this.actionsRow.hidden = false;
    this.place(place, focus);
  }

  /**
   * The shortcut found no mark in view: the card says so, focused like a word's card, so the page
   * cannot tell from the focus whether any saved word is in view.
   */
  showNone(): void {
    this.shown = null;
    this.card.setAttribute('aria-label', CARD_NONE_IN_VIEW);
    this.wordLine.textContent = CARD_NONE_IN_VIEW;
    this.translation.textContent = '';
    this.actionsRow.hidden = true;
    this.place({ box: new DOMRect(8, 8, 0, 0), rtl: false }, true);
  }

  private place(place: WordPlace, focus: boolean): void {
    this.card.hidden = false;
    placeBeside(this.card, place, { width: 240, height: 110 });
    if (focus) this.card.focus();
  }

  hide(): void {
    this.shown = null;
    this.card.hidden = true;
    this.setInteractive(false);
  }

  /** The card takes the pointer only while the pointer is inside it (or its focus came by keyboard). */
  setInteractive(on: boolean): void {
    this.card.classList.toggle('interactive', on);
  }

  /** Whether a point of the view falls inside the card shown. */
  contains(x: number, y: number): boolean {
    if (this.card.hidden) return false;
    const box = this.card.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  }

  /** What the card says: its word, or that none is in view. */
  get label(): string | null {
    return this.card.getAttribute('aria-label');
  }

  /** Takes the card away (marking stopped on the page). */
  remove(): void {
    this.hide();
    this.card.remove();
  }

  get isHidden(): boolean {
    return this.card.hidden === true;
  }
}
