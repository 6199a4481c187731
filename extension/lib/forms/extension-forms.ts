// The extension's forms (decision 0065): the irregular tables are files of the extension
// (forms/<language>.json, copied there by wxt.config.ts), fetched by the background the first time
// a matcher or a save needs a language, not inlined in background.js (a service worker is one file
// and may not import(), so a module import would put all four in it). Not web-accessible: the
// background reads its own files, and a page cannot probe for them.
import { browser } from 'wxt/browser';
import type { IrregularTable, TableSource } from '../../../shared/forms/irregular';
import { formsLoader } from '../../../shared/forms/loader';

/** Where a language's table is in the built extension. */
export const tablePath = (language: string): string => `/forms/${language}.json`;

/** Dictionary form → a list of strings, as irregular/*.json stores it; anything else is refused. */
function isTable(value: unknown): value is IrregularTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (forms) => Array.isArray(forms) && forms.every((form) => typeof form === 'string'),
  );
}

export const fetchedTables: TableSource = async (language) => {
  // getURL's type lists the public folder's files; the tables are added to the build by a hook.
  const url = browser.runtime.getURL(tablePath(language) as '/');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const table: unknown = await response.json();
  if (!isTable(table)) throw new Error(`${url}: not a table of forms`);
  return table;
};

/** The background's forms: loadForms, formsOfLanguages and loadSavedForms, tables fetched. */
export const extensionForms = formsLoader(fetchedTables);
