// Send to Anki (docs/decisions/0028-send-to-anki.md): every text the extension shows about it, on
// its options page, in its popup and on the page after a save.

/** AnkiConnect's address and the API version Wordhoard speaks (its README: version 6). */
export const ANKI_CONNECT_URL = 'http://127.0.0.1:8765';
export const ANKI_CONNECT_VERSION = 6;
/** Firefox's match patterns take no port, so the permission names the host on any port. */
export const ANKI_CONNECT_PERMISSION = 'http://127.0.0.1/*';

export const ANKI_SECTION_TITLE = 'Send to Anki';
export const ANKI_ENABLE_LABEL = 'Send the words I save to Anki';
export const ANKI_HELP =
  'Needs the Anki desktop app running with the AnkiConnect add-on (code 2055492159). Your browser asks once for permission to reach Anki on this computer.';
export const ANKI_DECK_LABEL = 'Deck';
export const ANKI_DECK_HELP =
  'Words with a category go into a subdeck of this deck named after the category.';
export const ANKI_NOTE_TYPE_LABEL = 'Note type';
export const ANKI_NOTE_TYPE_HELP =
  'The Wordhoard note type (word, translation, sentence, picture and audio; cards both ways) is created in Anki on first use.';
export const ANKI_KEY_LABEL = 'AnkiConnect API key (only if you set one in AnkiConnect)';
export const ANKI_SAVE_BUTTON = 'Save';
export const ANKI_TEST_BUTTON = 'Test connection';
export const ANKI_TESTING = 'Reaching Anki…';
export const ANKI_SAVED_MESSAGE = 'Send to Anki settings saved.';
export const ANKI_SEND_BUTTON = 'Send to Anki';
export const ANKI_MENU_TITLE = 'Send “%s” to Anki';

export const ankiConnectedMessage = (decks: number, noteTypes: number): string =>
  `Connected to Anki: ${decks} ${decks === 1 ? 'deck' : 'decks'}, ${noteTypes} ${noteTypes === 1 ? 'note type' : 'note types'}.`;

export const ANKI_MESSAGES = {
  notRunning:
    'Anki could not be reached. Open Anki, and check that the AnkiConnect add-on is installed (Tools › Add-ons).',
  notAnkiConnect:
    'Something answers at 127.0.0.1:8765, but it is not AnkiConnect. Check that the AnkiConnect add-on is installed and enabled in Anki.',
  permissionRefused:
    'Wordhoard may not reach Anki: the browser permission was refused. Switch Send to Anki on again and allow it.',
  accessDenied:
    'Anki refused Wordhoard. When AnkiConnect asks in Anki whether to give access, answer Yes (or remove Wordhoard from its ignoreOriginList).',
  keyRequired: 'AnkiConnect asks for an API key: enter the key set in its settings.',
  notEnabled: 'Send to Anki is off. Switch it on in the Wordhoard options.',
  notSaved: 'Save this word to Wordhoard first: only saved words can be sent to Anki.',
  badDeck: 'Choose a deck name (up to 100 characters).',
  badNoteType: 'Choose a note type.',
} as const;

export const ankiVersionTooOldMessage = (version: number): string =>
  `AnkiConnect version ${version} is too old: Wordhoard needs version ${ANKI_CONNECT_VERSION}. Update the add-on in Anki (Tools › Add-ons › Check for Updates).`;

export const ankiNoWordFieldMessage = (noteType: string): string =>
  `The note type "${noteType}" has no field named Word. Choose the Wordhoard note type, or add a Word field in Anki.`;

/** Anki answered the call with an error: its own words, after ours. */
export const ankiRefusedMessage = (reason: string): string => `Anki said: ${reason.trim()}`;

export const wordSentToAnkiMessage = (word: string): string => `"${word}" sent to Anki.`;
export const wordUpdatedInAnkiMessage = (word: string): string => `"${word}" updated in Anki.`;
/** The word is safe in Wordhoard whatever Anki did. */
export const wordNotSentToAnkiMessage = (word: string, reason: string): string =>
  `"${word}" is saved in Wordhoard, but not in Anki. ${reason}`;
export const ANKI_DECK_MAX = 100;
