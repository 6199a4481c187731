// Server address, default category and automatic translation. The background checks and keeps
// them: an address this version of the extension may not reach is refused with the reason, shown
// under the address until the learner edits it.
import { type FormEvent, useState } from 'react';
import { SETTINGS_SAVED_MESSAGE } from '../../../shared/extension';
import { DEFAULT_CATEGORY, NO_CATEGORY_LABEL, validateNewCategory } from '../../../shared/words/rules';
import { BUILT_APP_URL } from '../../lib/app-url';
import type { Session } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import { AnkiOptions } from './AnkiOptions';
import { LookupOptions } from './LookupOptions';
import { MarkingOptions } from './MarkingOptions';

/** The background's codes for an address it will not use (lib/settings.ts). */
const SERVER_REFUSALS = new Set(['invalid_server', 'server_not_allowed']);

export function Options({ session }: { session: Session }) {
  const [serverUrl, setServerUrl] = useState(session.serverUrl);
  const [category, setCategory] = useState(
    session.settings.defaultCategory === DEFAULT_CATEGORY ? '' : session.settings.defaultCategory,
  );
  const [translate, setTranslate] = useState(session.settings.translateAutomatically);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [serverError, setServerError] = useState('');
  const categoryError = validateNewCategory(category);

  /** Any edit makes the last save's messages (a refusal, or "saved") out of date. */
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setResult(null);
      setServerError('');
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Over the category limit, saving does nothing; the message is already under the field.
    if (categoryError) return;
    try {
      const saved = await sendMessage('saveSettings', {
        serverUrl,
        defaultCategory: category,
        translateAutomatically: translate,
      });
      setServerUrl(saved.serverUrl);
      setResult({ ok: true, message: SETTINGS_SAVED_MESSAGE });
    } catch (error) {
      const { code, message } = toApiError(error);
      if (SERVER_REFUSALS.has(code)) setServerError(message);
      else setResult({ ok: false, message });
    }
  }

  return (
    <main className="options">
      <form className="form" onSubmit={submit} noValidate aria-label="Wordhoard options">
        <label htmlFor="server-url">Server address</label>
        <input
          id="server-url"
          type="url"
          value={serverUrl}
          onChange={(event) => edited(setServerUrl)(event.target.value)}
          aria-invalid={Boolean(serverError)}
          aria-describedby={serverError ? 'server-url-error server-url-help' : 'server-url-help'}
        />
        {serverError && (
          <p id="server-url-error" className="field-error" role="alert">
            {serverError}
          </p>
        )}
        <p id="server-url-help" className="muted small">
          Where your Wordhoard account is. Changing it signs you out. Default: {BUILT_APP_URL}
        </p>

        <label htmlFor="default-category">Default category</label>
        <input
          id="default-category"
          type="text"
          value={category}
          placeholder={NO_CATEGORY_LABEL}
          onChange={(event) => edited(setCategory)(event.target.value)}
          aria-invalid={Boolean(categoryError)}
          aria-describedby="default-category-help"
        />
        <p id="default-category-help" className={categoryError ? 'field-error' : 'muted small'}>
          {categoryError ?? 'Words you save from pages go into this category.'}
        </p>

        <label className="checkbox">
          <input
            type="checkbox"
            checked={translate}
            onChange={(event) => edited(setTranslate)(event.target.checked)}
          />
          Translate words saved from pages, and their sentences, automatically
        </label>

        <div className="actions">
          <button type="submit" className="primary">
            Save
          </button>
          {result && (
            <p className={result.ok ? 'notice notice-success' : 'notice notice-error'} role="status">
              {result.message}
            </p>
          )}
        </div>
      </form>
      <AnkiOptions />
      <MarkingOptions />
      <LookupOptions />
    </main>
  );
}
