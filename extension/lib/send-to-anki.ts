// Send to Anki: a saved word becomes a note of the chosen note type in the chosen deck (a subdeck
// per category). On first use the deck and the Wordhoard note type are created; a word Anki already
// has (the same Word field in a note of that type) is updated instead of added twice.
import { ankiDeckFor, ankiNoteFields, ankiSearchValue } from '../../shared/export/anki-note';
import {
  ANKI_CARD_TEMPLATES,
  ANKI_NOTE_CSS,
  ANKI_NOTE_FIELDS,
  ANKI_NOTE_TYPE_NAME,
} from '../../shared/export/anki-note-type';
import {
  ANKI_MESSAGES,
  ankiConnectedMessage,
  ankiNoWordFieldMessage,
  wordSentToAnkiMessage,
  wordUpdatedInAnkiMessage,
} from '../../shared/export/send-to-anki-texts';
import type { Word } from '../../shared/words/types';
import { AnkiError, connectToAnki, invokeAnki } from './anki-connect';
import { storeWordMedia } from './anki-media';
import { hasAnkiPermission } from './anki-permission';
import { readAnkiSettings } from './anki-settings';
import type { AnkiSettings, AnkiStatus } from './message-types';

/** AnkiConnect's answers are checked like any vendor's: a list that is not one is not AnkiConnect's. */
async function listFrom<T extends 'string' | 'number'>(
  type: T,
  action: string,
  params: Record<string, unknown>,
  key: string,
): Promise<(T extends 'string' ? string : number)[]> {
  const answer = await invokeAnki<unknown>(action, params, key);
  if (!Array.isArray(answer) || answer.some((item) => typeof item !== type)) {
    throw new AnkiError('anki_not_ankiconnect', ANKI_MESSAGES.notAnkiConnect);
  }
  return answer;
}

async function connect(settings: AnkiSettings): Promise<void> {
  if (!(await hasAnkiPermission())) throw new AnkiError('anki_permission', ANKI_MESSAGES.permissionRefused);
  await connectToAnki(settings.apiKey);
}

/** "Test connection": reaches Anki and lists its decks and note types for the options page. */
export async function ankiStatus(): Promise<AnkiStatus> {
  const settings = await readAnkiSettings();
  await connect(settings);
  const [decks, noteTypes] = await Promise.all([
    listFrom('string', 'deckNames', {}, settings.apiKey),
    listFrom('string', 'modelNames', {}, settings.apiKey),
  ]);
  return { decks, noteTypes, message: ankiConnectedMessage(decks.length, noteTypes.length) };
}

/** The Wordhoard note type is made on first use; another chosen type must have a Word field. */
async function ensureNoteType({ noteType, apiKey }: AnkiSettings): Promise<void> {
  const known = await listFrom('string', 'modelNames', {}, apiKey);
  if (!known.includes(noteType)) {
    if (noteType !== ANKI_NOTE_TYPE_NAME)
      throw new AnkiError('anki_note_type', ankiNoWordFieldMessage(noteType));
    await invokeAnki(
      'createModel',
      {
        modelName: ANKI_NOTE_TYPE_NAME,
        inOrderFields: [...ANKI_NOTE_FIELDS],
        css: ANKI_NOTE_CSS,
        cardTemplates: ANKI_CARD_TEMPLATES,
      },
      apiKey,
    );
    return;
  }
  if (noteType === ANKI_NOTE_TYPE_NAME) return;
  const fields = await listFrom('string', 'modelFieldNames', { modelName: noteType }, apiKey);
  if (!fields.some((field) => field.toLowerCase() === 'word')) {
    throw new AnkiError('anki_note_type', ankiNoWordFieldMessage(noteType));
  }
}

export interface SentToAnki {
  noteId: number;
  updated: boolean;
  message: string;
}

export async function sendToAnki(word: Word): Promise<SentToAnki> {
  const settings = await readAnkiSettings();
  if (!settings.enabled) throw new AnkiError('anki_off', ANKI_MESSAGES.notEnabled);
  await connect(settings);
  const key = settings.apiKey;
  await ensureNoteType(settings);
  const deckName = ankiDeckFor(settings.deck, word.category);
  // createDeck answers the id of a deck that exists already: it is safe to call each time.
  await invokeAnki('createDeck', { deck: deckName }, key);
  // The extension has no encounters to send: leaving the field out keeps what a package put there,
  // and fits a Wordhoard note type made before the field existed (AnkiConnect then has none).
  const { Encounters: _none, ...fields } = ankiNoteFields(word, await storeWordMedia(word, key));
  const query = `"note:${ankiSearchValue(settings.noteType)}" "Word:${ankiSearchValue(fields.Word)}"`;
  const [existing] = await listFrom('number', 'findNotes', { query }, key);
  if (typeof existing === 'number') {
    await invokeAnki('updateNoteFields', { note: { id: existing, fields } }, key);
    return { noteId: existing, updated: true, message: wordUpdatedInAnkiMessage(word.word) };
  }
  const noteId = await invokeAnki<number>(
    'addNote',
    {
      note: {
        deckName,
        modelName: settings.noteType,
        fields,
        tags: ['wordhoard'],
        options: { allowDuplicate: false, duplicateScope: 'collection' },
      },
    },
    key,
  );
  return { noteId, updated: false, message: wordSentToAnkiMessage(word.word) };
}
