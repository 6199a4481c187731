// The device's store for studying offline (docs/decisions/0031-offline-study.md), on plain
// IndexedDB so the page and the words worker both reach it without a library:
// - 'kept': what was last fetched, by key (the words list's text and ETag, the preferences);
// - 'outbox': the changes made offline, in the order they were made (an auto-increment key),
//   indexed by learner so the banner counts what waits without reading every change.
const DB_NAME = 'wordhoard-offline';
const DB_VERSION = 2;
export const KEPT = 'kept';
export const OUTBOX = 'outbox';
export const OUTBOX_BY_LEARNER = 'userId';

let opening: Promise<IDBDatabase> | null = null;

export function openOfflineDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(KEPT)) db.createObjectStore(KEPT);
      const outbox = db.objectStoreNames.contains(OUTBOX)
        ? (request.transaction as IDBTransaction).objectStore(OUTBOX)
        : db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
      // Version 2: a queue kept by version 1 gains the index, its changes kept.
      if (!outbox.indexNames.contains(OUTBOX_BY_LEARNER)) outbox.createIndex(OUTBOX_BY_LEARNER, 'userId');
    };
    request.onsuccess = () => {
      // Another tab deleting the database (sign-out) must not wait on this connection.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** Runs one transaction and answers once it has committed (so a crash after it loses nothing). */
export async function inTransaction<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await openOfflineDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? request?.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
  });
}

export const readKept = <T>(key: string) => inTransaction<T>(KEPT, 'readonly', (s) => s.get(key));
export const writeKept = (key: string, value: unknown) =>
  inTransaction(KEPT, 'readwrite', (s) => s.put(value, key)).then(() => undefined);

/** Forgets everything kept and queued (sign-out). */
export async function clearOfflineDb(): Promise<void> {
  await inTransaction(KEPT, 'readwrite', (s) => s.clear());
  await inTransaction(OUTBOX, 'readwrite', (s) => s.clear());
}
