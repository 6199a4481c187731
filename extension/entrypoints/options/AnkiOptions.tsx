// Send to Anki on the options page: the switch, the deck and note type (read from Anki through the
// background), an API key for a protected AnkiConnect, and "Test connection". Switching on first asks
// the browser for access to 127.0.0.1; only a click may ask, so it is asked here, not in the background.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { ANKI_NOTE_TYPE_NAME } from '../../../shared/export/anki-note-type';
import {
  ANKI_CONNECT_PERMISSION,
  ANKI_DECK_HELP,
  ANKI_DECK_LABEL,
  ANKI_ENABLE_LABEL,
  ANKI_HELP,
  ANKI_KEY_LABEL,
  ANKI_MESSAGES,
  ANKI_NOTE_TYPE_HELP,
  ANKI_NOTE_TYPE_LABEL,
  ANKI_SAVE_BUTTON,
  ANKI_SAVED_MESSAGE,
  ANKI_SECTION_TITLE,
  ANKI_TEST_BUTTON,
  ANKI_TESTING,
} from '../../../shared/export/send-to-anki-texts';
import type { AnkiSettings, AnkiStatus } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';

type Notice = { tone: 'success' | 'error' | 'info'; message: string } | null;

/** The browser's own question; a browser that cannot ask counts as a refusal. */
async function askPermission(): Promise<boolean> {
  try {
    return await browser.permissions.request({ origins: [ANKI_CONNECT_PERMISSION] });
  } catch {
    return false;
  }
}

export function AnkiOptions() {
  const [settings, setSettings] = useState<AnkiSettings | null>(null);
  const [status, setStatus] = useState<AnkiStatus | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  // Uses only state setters, so one function serves every render and the effect below runs once.
  const testConnection = useCallback(async () => {
    setBusy(true);
    setNotice({ tone: 'info', message: ANKI_TESTING });
    try {
      const found = await sendMessage('ankiStatus');
      setStatus(found);
      setNotice({ tone: 'success', message: found.message });
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    void sendMessage('getAnkiSettings').then((stored) => {
      setSettings(stored);
      if (stored.enabled) void testConnection();
    });
  }, [testConnection]);

  async function save(change: Partial<AnkiSettings>, saved: string | null) {
    try {
      setSettings(await sendMessage('saveAnkiSettings', change));
      if (saved) setNotice({ tone: 'success', message: saved });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
      return false;
    }
  }

  async function toggle(enabled: boolean) {
    // The permission request comes first: it must run while the click still counts as the learner's.
    if (enabled && !(await askPermission())) {
      setNotice({ tone: 'error', message: ANKI_MESSAGES.permissionRefused });
      return;
    }
    if ((await save({ enabled }, null)) && enabled) await testConnection();
    if (!enabled) setNotice(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!settings) return;
    const { deck, noteType, apiKey } = settings;
    void save({ deck, noteType, apiKey }, ANKI_SAVED_MESSAGE);
  }

  if (!settings) return null;
  const edit = (field: 'deck' | 'noteType' | 'apiKey') => (value: string) => {
    setSettings({ ...settings, [field]: value });
    setNotice(null);
  };
  const noteTypes = [...new Set([ANKI_NOTE_TYPE_NAME, settings.noteType, ...(status?.noteTypes ?? [])])];

  return (
    <section className="anki" aria-labelledby="anki-title">
      <h2 id="anki-title">{ANKI_SECTION_TITLE}</h2>
      <form className="form" onSubmit={submit} noValidate aria-label={ANKI_SECTION_TITLE}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.enabled}
            onChange={(event) => void toggle(event.target.checked)}
          />
          {ANKI_ENABLE_LABEL}
        </label>
        <p className="muted small">{ANKI_HELP}</p>
        {settings.enabled && (
          <>
            <label htmlFor="anki-deck">{ANKI_DECK_LABEL}</label>
            <input
              id="anki-deck"
              type="text"
              list="anki-decks"
              value={settings.deck}
              onChange={(event) => edit('deck')(event.target.value)}
              aria-describedby="anki-deck-help"
            />
            <datalist id="anki-decks">
              {status?.decks.map((deck) => (
                <option key={deck} value={deck} />
              ))}
            </datalist>
            <p id="anki-deck-help" className="muted small">
              {ANKI_DECK_HELP}
            </p>
            <label htmlFor="anki-note-type">{ANKI_NOTE_TYPE_LABEL}</label>
            <select
              id="anki-note-type"
              value={settings.noteType}
              onChange={(event) => edit('noteType')(event.target.value)}
              aria-describedby="anki-note-type-help"
            >
              {noteTypes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <p id="anki-note-type-help" className="muted small">
              {ANKI_NOTE_TYPE_HELP}
            </p>
            <label htmlFor="anki-key">{ANKI_KEY_LABEL}</label>
            <input
              id="anki-key"
              type="password"
              autoComplete="off"
              value={settings.apiKey}
              onChange={(event) => edit('apiKey')(event.target.value)}
            />
            <div className="actions">
              <button type="submit" className="primary">
                {ANKI_SAVE_BUTTON}
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => void testConnection()}
                disabled={busy}
              >
                {ANKI_TEST_BUTTON}
              </button>
            </div>
          </>
        )}
        {notice && (
          <p className={`notice notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.message}
          </p>
        )}
      </form>
    </section>
  );
}
