// What the learner chose for Send to Anki, kept in the extension's storage and read back through
// checks like every stored value. Off by default: the feature needs a permission the extension
// does not have at install, asked for when the learner switches it on (docs/decisions/0028).
import { storage } from 'wxt/utils/storage';
import { ANKI_DEFAULT_DECK, ANKI_NOTE_TYPE_NAME } from '../../shared/export/anki-note-type';
import { ANKI_DECK_MAX, ANKI_MESSAGES } from '../../shared/export/send-to-anki-texts';
import { boolean, fieldOf, orDefault, string } from '../../shared/shape';
import { showAnkiMenu } from './anki-menu';
import { hasAnkiPermission } from './anki-permission';
import { MessageError } from './message-errors';
import type { AnkiSettings } from './message-types';

export const DEFAULT_ANKI_SETTINGS: AnkiSettings = {
  enabled: false,
  deck: ANKI_DEFAULT_DECK,
  noteType: ANKI_NOTE_TYPE_NAME,
  apiKey: '',
};

export const ankiSettingsItem = storage.defineItem<AnkiSettings>('local:ankiSettings', {
  fallback: DEFAULT_ANKI_SETTINGS,
  version: 1,
});

/** A name Anki takes: not blank, no line breaks or tabs, within the limit. */
const isName = (text: string) => text.trim() !== '' && text.length <= ANKI_DECK_MAX && !/[\t\r\n]/.test(text);

export async function readAnkiSettings(): Promise<AnkiSettings> {
  const stored: unknown = await ankiSettingsItem.getValue();
  const name = (field: 'deck' | 'noteType') => {
    const value = orDefault(fieldOf(stored, field), string, DEFAULT_ANKI_SETTINGS[field]);
    return isName(value) ? value.trim() : DEFAULT_ANKI_SETTINGS[field];
  };
  return {
    enabled: orDefault(fieldOf(stored, 'enabled'), boolean, false),
    deck: name('deck'),
    noteType: name('noteType'),
    apiKey: orDefault(fieldOf(stored, 'apiKey'), string, ''),
  };
}

/** Checks the whole change before keeping any of it. */
export async function saveAnkiSettings(change: Partial<AnkiSettings>): Promise<AnkiSettings> {
  const next = { ...(await readAnkiSettings()) };
  if (change.deck !== undefined) {
    if (typeof change.deck !== 'string' || !isName(change.deck)) {
      throw new MessageError('invalid_anki_deck', ANKI_MESSAGES.badDeck);
    }
    next.deck = change.deck.trim();
  }
  if (change.noteType !== undefined) {
    if (typeof change.noteType !== 'string' || !isName(change.noteType)) {
      throw new MessageError('invalid_anki_note_type', ANKI_MESSAGES.badNoteType);
    }
    next.noteType = change.noteType.trim();
  }
  if (typeof change.apiKey === 'string') next.apiKey = change.apiKey.trim();
  if (typeof change.enabled === 'boolean') next.enabled = change.enabled;
  await ankiSettingsItem.setValue(next);
  return next;
}

/**
 * Keeps the learner's choices. Switching on needs the browser's permission, which only the options
 * page can ask for (a click must start the request): without it the switch stays off.
 */
export async function changeAnkiSettings(change: Partial<AnkiSettings>): Promise<AnkiSettings> {
  if (change.enabled === true && !(await hasAnkiPermission())) {
    throw new MessageError('anki_permission', ANKI_MESSAGES.permissionRefused);
  }
  const saved = await saveAnkiSettings(change);
  await showAnkiMenu(saved.enabled);
  return saved;
}
