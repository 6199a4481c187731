// The lookup card: any word of the page with its dictionary form, translation, definitions, audio,
// whether it is saved, and Save. It lives in its own layer of the closed host
// (lib/page-overlay/closed-host.ts); every text is set with textContent. Like marking's card it
// takes the pointer only once the pointer is inside it, and the focus only when the learner asked
// by keyboard (docs/decisions/0045-lookup.md, 0035-marks-threat-model.md).
import { LOOKUP_TEXTS } from '../../../shared/lookup/texts';
import { CARD_OPEN_LABEL, CARD_PLAY_LABEL, MARKING_COLOURS, scoreLabel } from '../../../shared/marking/texts';
import type { Score } from '../../../shared/words/types';
import { insideBox } from '../page-overlay/caret';
import { placeBeside, type WordPlace } from '../page-overlay/place-card';
import { LOOKUP_CARD_CSS } from './card-css';

export interface CardActions {
  save(): void;
  play(): void;
  close(): void;
}

const make = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string) => {
  const element = doc.createElement(tag);
  element.className = className;
  return element;
};

/** The card's size before it is laid out. */
const CARD_GUESS = { width: 280, height: 160 };

export class LookupCard {
  static readonly css = LOOKUP_CARD_CSS;
  private readonly card: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly translation: HTMLElement;
  private readonly engine: HTMLElement;
  private readonly definitions: HTMLOListElement;
  private readonly dictionaryNote: HTMLElement;
  private readonly savedLine: HTMLElement;
  private readonly score: HTMLElement;
  private readonly open: HTMLAnchorElement;
  private readonly saveButton: HTMLButtonElement;
  private readonly playButton: HTMLButtonElement;
  private readonly status: HTMLElement;
  /** The word the card stands beside, while shown. */
  private placed: WordPlace | null = null;

  constructor(
    doc: Document,
    layer: HTMLElement,
    private readonly actions: CardActions,
  ) {
    this.card = make(doc, 'div', 'lookup');
    this.card.setAttribute('role', 'dialog');
    this.card.tabIndex = -1;
    this.card.hidden = true;
    this.heading = make(doc, 'p', 'heading');
    this.translation = make(doc, 'p', 'translation');
    this.engine = make(doc, 'span', 'engine');
    this.definitions = make(doc, 'ol', 'definitions');
    this.dictionaryNote = make(doc, 'p', 'note');
    this.savedLine = make(doc, 'p', 'saved');
    this.score = make(doc, 'span', 'score');
    this.open = make(doc, 'a', 'open');
    this.open.target = '_blank';
    this.open.rel = 'noopener noreferrer';
    this.open.textContent = CARD_OPEN_LABEL;
    const button = (label: string, onClick: () => void) => {
      const element = make(doc, 'button', '');
      element.type = 'button';
      element.textContent = label;
      element.addEventListener('click', (event) => {
        if (event.isTrusted) onClick();
      });
      return element;
    };
    this.saveButton = button(LOOKUP_TEXTS.save, actions.save);
    this.playButton = button(CARD_PLAY_LABEL, actions.play);
    const closeButton = button(LOOKUP_TEXTS.close, actions.close);
    const row = make(doc, 'div', 'actions');
    row.append(this.saveButton, this.playButton, closeButton);
    this.status = make(doc, 'p', 'status');
    this.status.setAttribute('role', 'status');
    this.card.append(
      this.heading,
      this.translation,
      this.definitions,
      this.dictionaryNote,
      this.savedLine,
      row,
      this.status,
    );
    layer.append(this.card);
    // The card grows as its answers come in: placed again, it keeps its edge at the word's start
    // (the right edge in right-to-left text) and stays inside the view.
    const Observer = doc.defaultView?.ResizeObserver;
    if (Observer)
      new Observer(() => {
        if (!this.isHidden && this.placed) placeBeside(this.card, this.placed, CARD_GUESS);
      }).observe(this.card);
  }

  /**
   * Shows the card for a word met on the page, beside it; `lang` (the page's, '' when none) marks
   * the word's language, so it is drawn in its script's own glyphs and read in its language.
   */
  show(met: string, dictionaryForm: string, word: WordPlace & { lang: string }, focus: boolean): void {
    const same = met.toLocaleLowerCase() === dictionaryForm;
    this.heading.textContent = same ? met : LOOKUP_TEXTS.formOf(met, dictionaryForm);
    if (word.lang) this.heading.lang = word.lang;
    else this.heading.removeAttribute('lang');
    this.card.setAttribute('aria-label', LOOKUP_TEXTS.cardLabel(dictionaryForm));
    this.translation.textContent = LOOKUP_TEXTS.translating;
    this.definitions.replaceChildren();
    this.dictionaryNote.textContent = '';
    this.setSaved(null);
    this.status.textContent = '';
    this.saveButton.hidden = false;
    this.playButton.hidden = false;
    this.place(word, focus);
  }

  /** Text too long to be a word: the card says so and offers nothing. */
  showPlain(message: string, word: WordPlace, focus: boolean): void {
    this.heading.textContent = message;
    this.heading.removeAttribute('lang');
    this.card.setAttribute('aria-label', message);
    this.translation.textContent = '';
    this.definitions.replaceChildren();
    this.dictionaryNote.textContent = '';
    this.setSaved(null);
    this.savedLine.textContent = '';
    this.status.textContent = '';
    this.saveButton.hidden = true;
    this.playButton.hidden = true;
    this.place(word, focus);
  }

  setTranslation(text: string, engineNote: string): void {
    this.translation.textContent = text || LOOKUP_TEXTS.noTranslation;
    this.engine.textContent = engineNote;
    if (engineNote) this.translation.append(' ', this.engine);
  }

  /** The server's definitions; `dictionary` false says plainly that there is none for the language. */
  setDefinitions(answer: { dictionary: boolean; definitions: string[] }, languageName: string): void {
    const doc = this.card.ownerDocument;
    this.definitions.replaceChildren(
      ...answer.definitions.map((definition) => {
        const item = doc.createElement('li');
        item.textContent = definition;
        return item;
      }),
    );
    this.dictionaryNote.textContent = !answer.dictionary
      ? LOOKUP_TEXTS.noDictionary(languageName)
      : answer.definitions.length === 0
        ? LOOKUP_TEXTS.noDefinition
        : '';
  }

  /** Saved (with its score and link) or not saved yet. */
  setSaved(saved: { score: Score; link: string } | null): void {
    if (!saved) {
      this.savedLine.textContent = LOOKUP_TEXTS.notSaved;
      this.saveButton.textContent = LOOKUP_TEXTS.save;
      return;
    }
    this.score.textContent = scoreLabel(saved.score);
    this.score.style.background = MARKING_COLOURS[saved.score];
    this.open.href = saved.link;
    this.savedLine.replaceChildren(this.score, ' ', this.open);
  }

  setStatus(message: string): void {
    this.status.textContent = message;
  }

  private place(word: WordPlace, focus: boolean): void {
    this.card.hidden = false;
    this.placed = word;
    placeBeside(this.card, word, CARD_GUESS);
    if (focus) this.card.focus();
  }

  hide(): void {
    this.card.hidden = true;
    this.placed = null;
    this.setInteractive(false);
  }

  /** Saves from the keyboard: the same as pressing Save, when Save is offered. */
  pressSave(): void {
    if (!this.isHidden && this.saveButton.hidden !== true) this.actions.save();
  }

  setInteractive(on: boolean): void {
    this.card.classList.toggle('interactive', on);
  }

  contains(x: number, y: number): boolean {
    return !this.isHidden && insideBox(this.card.getBoundingClientRect(), x, y);
  }

  /** Whether the focus is inside the card (a keyboard lookup, or the learner tabbed in). */
  get hasFocus(): boolean {
    const root = this.card.getRootNode() as ShadowRoot;
    return !this.isHidden && root.activeElement !== null && this.card.contains(root.activeElement);
  }

  get isHidden(): boolean {
    return this.card.hidden === true;
  }

  /** The card's markup, for the extension's own accessibility test. */
  get html(): string {
    return this.isHidden ? '' : this.card.outerHTML;
  }

  /** Where the card is drawn in the view, for the extension's own tests; null when closed. */
  get box(): { left: number; right: number; top: number; bottom: number } | null {
    if (this.isHidden) return null;
    const { left, right, top, bottom } = this.card.getBoundingClientRect();
    return { left, right, top, bottom };
  }

  /** What the card says, for the extension's own tests. */
  get text(): string {
    return this.isHidden ? '' : (this.card.textContent ?? '');
  }
}
