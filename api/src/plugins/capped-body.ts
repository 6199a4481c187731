// Request bodies are read up to a cap that fits the call, and only after the caller is known.
// Order of checks, cheapest first: a declared length over the cap is refused with 413 at once;
// then `admit` checks the token (and role) while nothing of the body has been read, so an
// anonymous upload is refused with 401/403 whatever it sends; then the body is read, counted as
// it arrives (a chunked body declares no length) and dropped as soon as it passes the cap.
import { Elysia, ParseError } from 'elysia';
import { REQUEST_TOO_LARGE_MESSAGE } from '../../../shared/accounts/notices';
import { tooLarge } from '../errors';

export interface BodyCap {
  maxBytes: number;
  /** Checks the caller before a byte of the body is read; throws to refuse. */
  admit?: (request: Request) => Promise<unknown>;
  /** The 413's message when a clearer one than 'The request is too large.' fits the call. */
  tooLargeMessage?: string;
  /** Turns the bytes into the body; JSON, form or text by content type unless given. */
  parse?: (contentType: string, bytes: Uint8Array<ArrayBuffer>) => Promise<unknown> | unknown;
}

async function readCapped(request: Request, maxBytes: number, tooBig: () => Error) {
  const chunks: Uint8Array[] = [];
  let total = 0;
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

/** Form data as sent: each field's first value, files as files. */
export async function readForm(contentType: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  const fields = new Map<string, FormDataEntryValue>();
  for (const [name, value] of form) if (!fields.has(name)) fields.set(name, value);
  return Object.fromEntries(fields);
}

export async function parseByType(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const text = new TextDecoder().decode(bytes);
  try {
    if (type === 'application/json' || type.endsWith('+json')) return JSON.parse(text);
    if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
    if (type === 'multipart/form-data') return await readForm(contentType, bytes);
  } catch {
    throw new ParseError();
  }
  // Any other type is text: the body schema then refuses it with 422.
  return text;
}

/** An onParse hook (or a route's `parse`) that caps, admits, then reads the body. */
export const cappedBody =
  ({ maxBytes, admit, tooLargeMessage = REQUEST_TOO_LARGE_MESSAGE, parse = parseByType }: BodyCap) =>
  async ({ request }: { request: Request }): Promise<unknown> => {
    const tooBig = () => tooLarge(tooLargeMessage, 'body_too_large');
    if (Number(request.headers.get('content-length')) > maxBytes) throw tooBig();
    await admit?.(request);
    if (!request.body) return undefined;
    // The full header: a multipart body needs its boundary.
    return parse(request.headers.get('content-type') ?? '', await readCapped(request, maxBytes, tooBig));
  };

/**
 * The last line for any route, also one added later without its own cap: a declared body larger
 * than any call takes is refused before routing. (Bun's own maxRequestBodySize would answer a bare
 * 413 and drop the connection, so the client would often not even see the status.)
 */
export const bodyBackstop = (maxBytes: number, largerOwnCaps: readonly string[] = []) =>
  new Elysia({ name: 'body-backstop' }).onRequest(({ request }) => {
    // A path with a larger cap of its own (the import's file) checks it, with its own message.
    if (largerOwnCaps.includes(new URL(request.url).pathname)) return;
    if (Number(request.headers.get('content-length')) > maxBytes)
      throw tooLarge(REQUEST_TOO_LARGE_MESSAGE, 'body_too_large');
  });
