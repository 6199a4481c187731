// Fetches, decodes and parses a JSON array off the page's main thread, then posts it back in
// slices. The words list is several megabytes at 10,000 words: decoding and parsing it on the main
// thread was one task of half a second on a 2-core machine (two seconds on Lighthouse's simulated
// phone), during which the page answered no input. The fetch is made here too, not only the
// parse: a browser with developer tools open (Lighthouse is one) decodes every text answer once
// more for its network panel, on the thread that fetched it. Each slice arrives as its own small
// task.
import { JSON_LIST_SLICE, type JsonListMessage, type JsonListRequest } from './json-list-message';

const post = (message: JsonListMessage) => self.postMessage(message);

async function fetchList({ url, token }: JsonListRequest): Promise<unknown[] | null> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const list: unknown = JSON.parse(await response.text());
  return Array.isArray(list) ? list : null;
}

self.onmessage = async (event: MessageEvent<JsonListRequest>) => {
  const list = await fetchList(event.data).catch(() => null);
  if (!list) {
    post({ kind: 'failed' });
    return;
  }
  for (let start = 0; start < list.length; start += JSON_LIST_SLICE) {
    post({ kind: 'slice', items: list.slice(start, start + JSON_LIST_SLICE) });
  }
  post({ kind: 'done', total: list.length });
};
