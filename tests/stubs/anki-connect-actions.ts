// The actions of the AnkiConnect stand-in (anki-connect.ts): each answers as the add-on's
// plugin/__init__.py does, with its error texts, on the stand-in's in-memory collection.
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

/** The collection the actions read and change. */
export interface AnkiCollection {
  /** What `version` answers; AnkiConnect's current API version is 6. */
  version: number;
  decks: Set<string>;
  models: Map<string, StubModel>;
  notes: Map<number, StubNote>;
  /** File name → base64 data, as storeMediaFile received it. */
  media: Map<string, string>;
}

/** An action's failure: its message is the `error` of the reply. */
export class AnkiFailure extends Error {}

type Params = Record<string, unknown>;

export function createActions(
  stub: AnkiCollection,
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

function addNote(stub: AnkiCollection, note: StubNote & { options?: Params }, id: number): number {
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
  // Anki compares the first field's text without its markup.
  const text = (html: string) => html.replace(/<[^>]*>/g, '').trim();
  const duplicate = [...stub.notes.values()].some(
    (known) =>
      known.modelName === note.modelName && text(known.fields[model.fields[0] ?? ''] ?? '') === text(first),
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
function findNotes(stub: AnkiCollection, query: string): number[] {
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
