// The irregular tables as modules, for the runtimes that load a module on demand: the API (Bun
// reads one JSON file on first use) and anything Vite splits (one chunk per table). The extension's
// background fetches them instead (extension/lib/forms/fetched-tables.ts): a service worker is one
// file that may not import().
import type { IrregularTable, TableSource } from './irregular';

type TableModule = { default: IrregularTable };

/** One dynamic import per language, so a bundler keeps each table in its own chunk. */
const MODULES: Record<string, () => Promise<TableModule>> = {
  de: () => import('./irregular/de.json'),
  es: () => import('./irregular/es.json'),
  fr: () => import('./irregular/fr.json'),
  it: () => import('./irregular/it.json'),
};

export const importedTables: TableSource = async (language) => (await MODULES[language]?.())?.default ?? {};
