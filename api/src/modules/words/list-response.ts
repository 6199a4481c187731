// The words list's answer: the form the client asked for (its JSON unless the Accept header names
// the compact form), a 304 when the client holds that form's current version, compressed once per
// version and encoding. The compact form's cached bytes are its rows' array; its keys are added
// around them here, once per version (docs/decisions/0064-compact-list.md).
import { WORD_ROW_KEYS, WORD_ROWS_MEDIA_TYPE } from '../../../../shared/words/word-rows';
import { compress, type Encoding, preferredEncoding } from '../../http/encoding';
import { type CachedList, type ListCache, listKey } from './list-cache';
import type { ListForm } from './list-sql';

/**
 * The compact form when the Accept header names its media type (with a q above 0); the JSON of
 * SPEC §7 for every other client, whatever else it accepts.
 */
export function listFormOf(accept: string | null): ListForm {
  for (const range of (accept ?? '').split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== WORD_ROWS_MEDIA_TYPE) continue;
    const q = params.find((param) => param.startsWith('q='));
    return q && Number(q.slice(2)) === 0 ? 'json' : 'rows';
  }
  return 'json';
}

const encoder = new TextEncoder();
const ROWS_HEAD = encoder.encode(`{"keys":${JSON.stringify(WORD_ROW_KEYS)},"rows":`);
const ROWS_TAIL = encoder.encode('}');

/** The body of the list's answer before compression. */
function bodyOf(list: CachedList): Uint8Array<ArrayBuffer> {
  if (list.form === 'json') return list.json;
  const body = new Uint8Array(ROWS_HEAD.byteLength + list.json.byteLength + ROWS_TAIL.byteLength);
  body.set(ROWS_HEAD, 0);
  body.set(list.json, ROWS_HEAD.byteLength);
  body.set(ROWS_TAIL, ROWS_HEAD.byteLength + list.json.byteLength);
  return body;
}

// Level 1 of either: most of the saving on this repetitive JSON at a fraction of higher levels' time
// (zstd costs what gzip does, about 7 ms for 10,000 words here, and sends half the bytes).
// The entry is replaced, not changed, so the cache counts the new copy's bytes; a list that has
// gone from the cache meanwhile (or never fitted in it) is not put back.
function encodedList(cache: ListCache, userId: number, list: CachedList, encoding: Encoding) {
  const cached = list.encoded[encoding];
  if (cached) return cached;
  const bytes = compress(bodyOf(list), encoding, 1);
  const key = listKey(userId, list.form);
  if (cache.peek(key) === list) cache.set(key, { ...list, encoded: { ...list.encoded, [encoding]: bytes } });
  return bytes;
}

export function listResponse(
  deps: { listCache: ListCache },
  userId: number,
  list: CachedList,
  request: Request,
): Response {
  const headers: Record<string, string> = {
    etag: list.etag,
    'cache-control': 'private, no-cache',
    // Accept chooses the form: a cache must not answer one client's form to another.
    vary: 'Accept, Accept-Encoding, Authorization',
    'content-type': list.form === 'rows' ? WORD_ROWS_MEDIA_TYPE : 'application/json; charset=utf-8',
  };
  if (request.headers.get('if-none-match') === list.etag) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return new Response(bodyOf(list), { headers });
  headers['content-encoding'] = encoding;
  return new Response(encodedList(deps.listCache, userId, list, encoding), { headers });
}
