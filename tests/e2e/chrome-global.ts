// The extension's service worker has the `chrome` global; these are the few members that the
// end-to-end tests call inside worker.evaluate().
export interface ChromeInWorker {
  contextMenus: {
    update(id: string, changes: object, done: () => void): void;
    onClicked: { dispatch(info: object, tab?: object): void };
  };
  runtime: { lastError?: { message?: string } };
  storage: {
    local: {
      get(keys?: string | string[] | null): Promise<Record<string, unknown>>;
      set(items: object): Promise<void>;
    };
  };
  action: { getBadgeText(details: object): Promise<string> };
}

/** Inside worker.evaluate(): `(globalThis as unknown as { chrome: ChromeInWorker }).chrome`. */
export type WorkerGlobal = { chrome: ChromeInWorker };

/** The members the extension's end-to-end tests use besides those above. */
export interface ChromeInWorkerForSaves {
  tabs: { query(filter: object): Promise<{ id?: number; url?: string; title?: string }[]> };
  alarms: {
    get(name: string): Promise<{ name: string; periodInMinutes?: number } | undefined>;
    onAlarm: { dispatch(alarm: object): void };
  };
  storage: { local: { remove(keys: string | string[]): Promise<void> } };
}

/** Inside worker.evaluate() in the extension's tests. */
export type ExtensionWorkerGlobal = { chrome: ChromeInWorker & ChromeInWorkerForSaves };
