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
