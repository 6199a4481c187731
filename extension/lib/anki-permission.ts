// The browser's grant to reach AnkiConnect on 127.0.0.1. It is optional in the manifest, so the
// extension installs with the permissions it always had; the options page asks for it when the
// learner switches Send to Anki on (docs/decisions/0028-send-to-anki.md).
import { browser } from 'wxt/browser';
import { ANKI_CONNECT_PERMISSION } from '../../shared/export/send-to-anki-texts';

/** The browser's grant to reach 127.0.0.1, asked for on the options page when the learner switches on. */
export async function hasAnkiPermission(): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [ANKI_CONNECT_PERMISSION] });
  } catch {
    return false;
  }
}
