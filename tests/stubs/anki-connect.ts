// A stand-in for AnkiConnect (the Anki add-on, github.com/FooSoft/anki-connect, plugin/web.py and
// plugin/__init__.py): POST {action, version, params, key?} answers 200 {result, error}, with the
// add-on's own error texts; an origin it does not trust gets 403 with an empty body, except for
// requestPermission, which asks the learner (here: `grantOnRequest`). No Anki is needed. Decks, note types, notes and
// media files live in memory for the test to read.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubNote {
  id: number;
  deckName: string;
  modelName: string;
  fields: Record<string, string>;
  tags: string[];
}

export interface StubModel {
  fields: string[];
  templates: { Name?: string; Front: string; Back: string }[];
  css: string;
}

export interface AnkiConnectStub {
  /** Settles once the server listens. */
  readonly listening: Promise<void>;
  /** Its address, once it listens. */
  url(): string;
  /** What `version` answers; AnkiConnect's current API version is 6. */
  version: number;
  /** webCorsOriginList of the add-on's config; 'http://localhost' also trusts extension origins. */
  trustedOrigins: string[];
  /** The learner's answer when requestPermission asks in Anki for an untrusted origin. */
  grantOnRequest: boolean;
  /** The add-on's apiKey setting; null when none is set. */
  apiKey: string | null;
  decks: Set<string>;
  models: Map<string, StubModel>;
  notes: Map<number, StubNote>;
  /** File name → base64 data, as storeMediaFile received it. */
  media: Map<string, string>;
  /** Actions this add-on does not know (an old version): they answer 'unsupported action'. */
  unknownActions: Set<string>;
  /** Every action in the order it came. */
  actions: string[];
  stop(): Promise<void>;
}

class AnkiFailure extends Error {}

/** AnkiConnect's origin check (plugin/web.py allowOrigin). */
function trusted(stub: Pick<AnkiConnectStub, 'trustedOrigins'>, origin: string | null): boolean {
  if (stub.trustedOrigins.includes('*') || origin === null) return true;
  if (stub.trustedOrigins.includes(origin)) return true;
  return (
    stub.trustedOrigins.includes('http://localhost') &&
    /^(https?:\/\/127\.0\.0\.1(:\d+)?|chrome-extension:\/\/.*|moz-extension:\/\/.*|safari-web-extension:\/\/.*)$/.test(
      origin,
    )
  );
}

export function startAnkiConnect(port = 0): AnkiConnectStub {
  let nextId = 1_700_000_000_000;
  const stub = {
    version: 6,
    trustedOrigins: ['http://localhost'],
    grantOnRequest: true,
    apiKey: null,
    decks: new Set(['Default']),
    models: new Map([['Basic', { fields: ['Front', 'Back'], templates: [], css: '' }]]),
    notes: new Map(),
    media: new Map(),
    unknownActions: new Set(),
    actions: [],
  } as unknown as AnkiConnectStub;

  const actions = createActions(stub, () => nextId++);
  const answer = (origin: string | null, text: string): { status: number; cors: string; body: string } => {
    const allowed = trusted(stub, origin);
    const cors = allowed ? (origin ?? 'http://localhost') : 'http://localhost';
    let call: { action?: string; version?: number; params?: Record<string, unknown>; key?: string };
    try {
      call = JSON.parse(text);
    } catch {
      return { status: 200, cors, body: `AnkiConnect v.${stub.version}` };
    }
    const action = call.action ?? '';
    if (!allowed && action !== 'requestPermission') return { status: 403, cors, body: '' };
    stub.actions.push(action);
    const reply = (body: unknown) => ({
      status: 200,
      cors: allowed ? cors : (origin ?? ''),
      body: JSON.stringify(body),
    });
    try {
      if (stub.unknownActions.has(action)) throw new AnkiFailure('unsupported action');
      if (action === 'requestPermission') {
        return reply({ result: requestPermission(stub, allowed, origin ?? ''), error: null });
      }
      // As the add-on compares: no key matches only an unset apiKey.
      if ((call.key ?? null) !== stub.apiKey) throw new AnkiFailure('valid api key must be provided');
      const handler = actions[action];
      if (!handler) throw new AnkiFailure('unsupported action');
      return reply({ result: handler(call.params ?? {}) ?? null, error: null });
    } catch (error) {
      return reply({ result: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  // node:http rather than Bun.serve: the extension's tests run in a page environment whose
  // Response class is the page's, which Bun.serve does not take.
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const origin = request.headers.origin ?? null;
      const result =
        request.method === 'OPTIONS'
          ? { status: 200, cors: trusted(stub, origin) ? (origin ?? '*') : 'http://localhost', body: '' }
          : answer(origin, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': result.cors,
        'access-control-allow-headers': '*',
      });
      response.end(result.body);
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  Object.assign(stub, {
    listening,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return stub;
}

function requestPermission(stub: AnkiConnectStub, allowed: boolean, origin: string) {
  if (!allowed && !stub.grantOnRequest) return { permission: 'denied' };
  if (!allowed) stub.trustedOrigins.push(origin);
  return { permission: 'granted', requireApikey: stub.apiKey !== null, version: stub.version };
}

type Params = Record<string, unknown>;

function createActions(
  stub: AnkiConnectStub,
  newId: () => number,
): Record<string, (params: Params) => unknown> {
  const noteOf = (id: unknown) => {
    const note = stub.notes.get(Number(id));
    if (!note) throw new AnkiFailure(`Note was not found: ${id}`);
    return note;
  };
  return {
    version: () => stub.version,
    deckNames: () => [...stub.decks],
    createDeck: ({ deck }) => {
      stub.decks.add(String(deck));
      return [...stub.decks].indexOf(String(deck)) + 1;
    },
    modelNames: () => [...stub.models.keys()],
    modelFieldNames: ({ modelName }) => {
      const model = stub.models.get(String(modelName));
      if (!model) throw new AnkiFailure(`model was not found: ${modelName}`);
      return model.fields;
    },
    createModel: ({ modelName, inOrderFields, cardTemplates, css }) => {
      if (!Array.isArray(inOrderFields) || inOrderFields.length === 0) {
        throw new AnkiFailure('Must provide at least one field for inOrderFields');
      }
      if (!Array.isArray(cardTemplates) || cardTemplates.length === 0) {
        throw new AnkiFailure('Must provide at least one card for cardTemplates');
      }
      if (stub.models.has(String(modelName))) throw new AnkiFailure('Model name already exists');
      stub.models.set(String(modelName), {
        fields: inOrderFields as string[],
        templates: cardTemplates as StubModel['templates'],
        css: String(css ?? ''),
      });
      return { name: modelName, flds: (inOrderFields as string[]).map((name, ord) => ({ name, ord })) };
    },
    storeMediaFile: ({ filename, data, path, url }) => {
      if (!(data || path || url)) throw new AnkiFailure('You must provide a "data", "path", or "url" field.');
      if (!data) throw new AnkiFailure('this stand-in takes only "data"');
      stub.media.set(String(filename), String(data));
      return filename;
    },
    findNotes: ({ query }) => findNotes(stub, String(query ?? '')),
    notesInfo: ({ notes }) =>
      (notes as number[]).map((id) => {
        const note = noteOf(id);
        const model = stub.models.get(note.modelName);
        const fields = Object.fromEntries(
          (model?.fields ?? []).map((name, order) => [name, { value: note.fields[name] ?? '', order }]),
        );
        return { noteId: note.id, tags: note.tags, fields, modelName: note.modelName, cards: [] };
      }),
    addNote: ({ note }) => addNote(stub, note as StubNote & { options?: Params }, newId()),
    updateNoteFields: ({ note }) => {
      const { id, fields } = note as { id: number; fields: Record<string, string> };
      const stored = noteOf(id);
      for (const [name, value] of Object.entries(fields)) {
        if (name in stored.fields) stored.fields[name] = value;
      }
      return null;
    },
  };
}

function addNote(stub: AnkiConnectStub, note: StubNote & { options?: Params }, id: number): number {
  const model = stub.models.get(note.modelName);
  if (!model) throw new AnkiFailure(`model was not found: ${note.modelName}`);
  if (!stub.decks.has(note.deckName)) throw new AnkiFailure(`deck was not found: ${note.deckName}`);
  // Anki fills the fields whose names match, ignoring case, and leaves the rest empty.
  const fields = Object.fromEntries(model.fields.map((name) => [name, '']));
  for (const [name, value] of Object.entries(note.fields)) {
    const match = model.fields.find((field) => field.toLowerCase() === name.toLowerCase());
    if (match) fields[match] = value;
  }
  const first = fields[model.fields[0] ?? ''] ?? '';
  if (first.trim() === '') throw new AnkiFailure('cannot create note because it is empty');
  const duplicate = [...stub.notes.values()].some(
    (known) => known.modelName === note.modelName && known.fields[model.fields[0] ?? ''] === first,
  );
  if (duplicate && note.options?.allowDuplicate !== true) {
    throw new AnkiFailure('cannot create note because it is a duplicate');
  }
  stub.notes.set(id, {
    id,
    deckName: note.deckName,
    modelName: note.modelName,
    fields,
    tags: note.tags ?? [],
  });
  return id;
}

/**
 * The part of Anki's search syntax Send to Anki uses: quoted terms "note:Name" and "Field:value",
 * joined by spaces (and), with the wildcards * and _ and the escapes \\ \" \* \_; a field's
 * value matches its whole text, ignoring case, as Anki's field search does.
 */
function findNotes(stub: AnkiConnectStub, query: string): number[] {
  const terms = [...query.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
  if (terms.length === 0 || terms.join('').length === 0) throw new AnkiFailure(`unsupported query: ${query}`);
  // Anki's wildcards: "*" any run of characters, "_" one character; a backslash makes either literal.
  const pattern = (text: string) =>
    new RegExp(
      `^${text.replace(/\\(.)|([*_])|([^\\*_])/g, (_all, escaped?: string, wild?: string, plain?: string) =>
        wild === '*'
          ? '.*'
          : wild === '_'
            ? '.'
            : (escaped ?? plain ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )}$`,
      'is',
    );
  return [...stub.notes.values()]
    .filter((note) =>
      terms.every((term) => {
        const colon = term.indexOf(':');
        if (colon < 0) throw new AnkiFailure(`unsupported query: ${query}`);
        const name = term.slice(0, colon).toLowerCase();
        const value = pattern(term.slice(colon + 1));
        if (name === 'note') return value.test(note.modelName);
        const field = Object.keys(note.fields).find((key) => key.toLowerCase() === name);
        return field !== undefined && value.test(note.fields[field] ?? '');
      }),
    )
    .map((note) => note.id);
}
