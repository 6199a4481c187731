// A signed-in GET of a long JSON array through a worker (json-list-worker.ts), so the page's main
// thread never decodes nor parses it. Answers null when the worker could not bring the whole list
// (no workers, an error status, no network): the caller then asks through the api client.
import type { JsonListMessage, JsonListRequest } from './json-list-message';

export function fetchJsonListInWorker<T>(url: string, token: string | null): Promise<T[] | null> {
  if (typeof Worker !== 'function' || !token) return Promise.resolve(null);
  const worker = new Worker(new URL('./json-list-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<T[] | null>((resolve) => {
    const items: T[] = [];
    const finish = (list: T[] | null) => {
      worker.terminate();
      resolve(list);
    };
    worker.onmessage = ({ data }: MessageEvent<JsonListMessage>) => {
      if (data.kind === 'slice') for (const item of data.items) items.push(item as T);
      else if (data.kind === 'done') finish(items.length === data.total ? items : null);
      else finish(null);
    };
    worker.onerror = () => finish(null);
    worker.postMessage({ url: new URL(url, location.href).href, token } satisfies JsonListRequest);
  });
}
