// Turns a generated request into a real one. Values a client library refuses (a NUL in a header,
// a URL it cannot parse) are dropped or skipped here: the server never sees them anyway.
import type { CorpusFile } from './corpus';
import type { FuzzBody, FuzzRequest } from './requests';

function bodyOf(body: FuzzBody, corpus: CorpusFile[], headers: Headers): BodyInit {
  switch (body.kind) {
    case 'json':
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      return JSON.stringify(body.value) ?? 'null';
    case 'text':
      return body.text;
    case 'multipart-text':
      if (!headers.has('content-type'))
        headers.set('content-type', `multipart/form-data; boundary=${body.boundary}`);
      return body.text;
    case 'form': {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        if (typeof value === 'string') form.append(name, value);
        else {
          const file = corpus[value.file];
          if (file) form.append(name, new File([file.bytes], file.name, { type: file.type }));
        }
      }
      return form;
    }
  }
}

/** The request for `base` (e.g. http://127.0.0.1:3000), or null when no client could send it. */
export function toRequest(base: string, fuzz: FuzzRequest, corpus: CorpusFile[]): Request | null {
  const headers = new Headers();
  for (const [name, value] of Object.entries(fuzz.headers)) {
    try {
      headers.set(name, value);
    } catch {
      // not a valid header value (NUL, newline, non-Latin-1): no client sends it
    }
  }
  try {
    const body = fuzz.body ? bodyOf(fuzz.body, corpus, headers) : undefined;
    return new Request(`${base}${fuzz.path}`, { method: fuzz.method, headers, body, redirect: 'manual' });
  } catch {
    return null;
  }
}

/** A short description of a request for a failure message. */
export function describe(fuzz: FuzzRequest): string {
  return JSON.stringify(fuzz, (_, v) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
  );
}
