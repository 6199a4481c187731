// Everything the lookup card and its routes say, and their limits, once
// (docs/decisions/0045-lookup.md).
import { formMetLabel } from '../forms/word-forms';
import { WORD_MAX } from '../words/rules';

/** The longest text a lookup takes: a saved word's limit. Longer "words" get a plain card. */
export const LOOKUP_TEXT_MAX = WORD_MAX;
/** Definitions shown on the card at most (WordNet lists up to 75 senses of "run"). */
export const LOOKUP_DEFINITIONS_MAX = 3;

/** The options page's section. */
export const LOOKUP_OPTIONS_TITLE = 'Look up any word';
export const LOOKUP_OPTIONS_HINT =
  'On the sites where your words are marked, these open a card for any word: its translation, definitions, audio, and Save (S). Escape closes it.';

export const LOOKUP_TEXTS = {
  noDictionary: (languageName: string) => `No dictionary for ${languageName} on this server.`,
  noDefinition: 'Not in the dictionary.',
  noTranslation: 'No translation.',
  translating: 'Translating…',
  save: 'Save',
  saved: 'Saved',
  close: 'Close',
  notSaved: 'Not saved yet',
  tooLong: 'This text is too long to look up.',
  signIn: 'Sign in to Wordhoard (the toolbar button) to look words up and save them.',
  /** The card's name for screen readers. */
  cardLabel: (word: string) => `Look up: ${word}`,
  /** A form met that is not the dictionary form: "anchors → anchor". */
  /** "anchors → anchor": the marker's hover card says it the same way (shared/forms). */
  formOf: formMetLabel,
  encounterAdded: 'Sentence added to the saved word.',
} as const;

/** Where triggers are chosen: the options page's choices and their defaults. */
export interface LookupTriggers {
  /** Holding Shift while the pointer rests on a word. */
  shiftHover: boolean;
  /** Alt+click on a word (Option+click on a Mac). */
  altClick: boolean;
  /** Alt+Shift+L looks up the word at the text caret or the selection. */
  keyboard: boolean;
  /** A long press on a word (touch screens). */
  longPress: boolean;
}

export const DEFAULT_LOOKUP_TRIGGERS: LookupTriggers = {
  shiftHover: true,
  altClick: true,
  keyboard: true,
  longPress: true,
};

export const LOOKUP_TRIGGER_LABELS: Record<keyof LookupTriggers, string> = {
  shiftHover: 'Hold Shift while pointing at a word',
  altClick: 'Alt+click a word',
  keyboard: 'Alt+Shift+L: the word at the text cursor or the selection',
  longPress: 'Press and hold a word (touch screens)',
};

/** The keyboard trigger. */
export const LOOKUP_SHORTCUT = { code: 'KeyL', altKey: true, shiftKey: true } as const;
/** The key that saves the word of an open card (while the card has the focus). */
export const LOOKUP_SAVE_KEY = 's';
/** A touch held this long is a long press. */
export const LONG_PRESS_MS = 500;

/** The server's answer about a word in a dictionary. */
export interface DefinitionAnswer {
  /** Whether the server has a dictionary of this language at all. */
  dictionary: boolean;
  /** The word's senses, at most LOOKUP_DEFINITIONS_MAX; empty when it is not in the dictionary. */
  definitions: string[];
}
