// Bodies of calls that carry a few short fields (the account calls) are read up to a cap and
// refused with 413 beyond it, before any parsing: a huge body costs neither memory nor a parse,
// and below the cap every field, however long, reaches the shared rules and their messages.
import { ParseError } from 'elysia';
import { REQUEST_TOO_LARGE_MESSAGE } from '../../../shared/accounts/notices';
import { tooLarge } from '../errors';

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooBig = () => tooLarge(REQUEST_TOO_LARGE_MESSAGE, 'body_too_large');
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooBig();
  const chunks: Uint8Array[] = [];
  let total = 0;
  // A body sent in chunks declares no length: counted as it arrives, and dropped once over.
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    total += part.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(part.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function parseAs(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const text = new TextDecoder().decode(bytes);
  try {
    if (type === 'application/json' || type.endsWith('+json')) return JSON.parse(text);
    if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
    if (type === 'multipart/form-data') {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
      return Object.fromEntries(form.entries());
    }
  } catch {
    throw new ParseError();
  }
  // Any other type is text: the body schema then refuses it with 422.
  return text;
}

/** An onParse hook for routes whose bodies stay under `maxBytes`. */
export const smallBody =
  (maxBytes: number) =>
  async ({ request }: { request: Request }): Promise<unknown> => {
    if (!request.body) return undefined;
    // The full header: a multipart body needs its boundary.
    return parseAs(request.headers.get('content-type') ?? '', await readCapped(request, maxBytes));
  };
