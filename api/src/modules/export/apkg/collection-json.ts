// The JSON columns of Anki's `col` row (conf, models, decks, dconf), filled with the keys Anki
// 2.1 writes for a new collection (pylib/anki/models.py, decks.py; genanki's APKG_COL), so Anki
// and other readers of schema 11 find every key they look up.

import {
  ANKI_CARD_TEMPLATES,
  ANKI_NOTE_CSS,
  ANKI_NOTE_FIELDS,
  ANKI_NOTE_TYPE_NAME,
  type AnkiCardTemplate,
} from '../../../../../shared/export/anki-note-type';
import { ANKI_DECK_ROOT, APKG_NOTETYPE_ID } from '../../../../../shared/export/anki-package';
import {
  LEARNING_STEP_MINUTES,
  RELEARNING_STEP_MINUTES,
  type StudyPreferences,
} from '../../../../../shared/review/study-preferences';

export const DEFAULT_DECK_ID = 1;
export const DECK_CONFIG_ID = 1;

export function colConf(nowMs: number) {
  return {
    activeDecks: [DEFAULT_DECK_ID],
    curDeck: DEFAULT_DECK_ID,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: String(APKG_NOTETYPE_ID),
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    schedVer: 2,
    creationOffset: new Date(nowMs).getTimezoneOffset(),
  };
}

export function colModels(nowMs: number, deckId: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    media: [],
  });
  const template = (t: AnkiCardTemplate, ord: number) => ({
    name: t.Name,
    ord,
    qfmt: t.Front,
    afmt: t.Back,
    did: null,
    bqfmt: '',
    bafmt: '',
  });
  const model = {
    id: APKG_NOTETYPE_ID,
    name: ANKI_NOTE_TYPE_NAME,
    type: 0,
    mod: Math.floor(nowMs / 1000),
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: ANKI_CARD_TEMPLATES.map(template),
    flds: ANKI_NOTE_FIELDS.map(field),
    css: ANKI_NOTE_CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // Card 1 needs the Word field (ord 0), card 2 the Translation (ord 1).
    req: [
      [0, 'any', [0]],
      [1, 'any', [1]],
    ],
    tags: [],
    vers: [],
  };
  return { [String(APKG_NOTETYPE_ID)]: model };
}

function deck(id: number, name: string, nowMs: number) {
  return {
    id,
    name,
    mod: Math.floor(nowMs / 1000),
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: DECK_CONFIG_ID,
    extendNew: 10,
    extendRev: 50,
  };
}

/** The default deck, the root deck and one subdeck per category (`Wordhoard::Category`). */
export function colDecks(nowMs: number, subdecks: ReadonlyMap<string, number>, rootId: number) {
  const all = [deck(DEFAULT_DECK_ID, 'Default', nowMs), deck(rootId, ANKI_DECK_ROOT, nowMs)];
  for (const [name, id] of subdecks) all.push(deck(id, name, nowMs));
  return Object.fromEntries(all.map((d) => [String(d.id), d]));
}

/**
 * The deck options (dconf) of every deck in the package: the learner's study settings, so Anki
 * schedules the words as Wordhoard does: FSRS's desired retention (`desiredRetention`, read by
 * Anki 23.10 and later; older versions keep it as an unknown key), our learning and relearning
 * steps (`new.delays`, `lapse.delays`, minutes) and the daily limits. Other keys are Anki's defaults.
 */
export function colDeckConfig(nowMs: number, study: StudyPreferences) {
  return {
    [String(DECK_CONFIG_ID)]: {
      id: DECK_CONFIG_ID,
      name: 'Default',
      mod: Math.floor(nowMs / 1000),
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      desiredRetention: study.desiredRetention,
      new: {
        bury: false,
        delays: [...LEARNING_STEP_MINUTES],
        initialFactor: 2500,
        ints: [1, 4, 0],
        order: 1,
        perDay: study.newPerDay,
      },
      lapse: { delays: [...RELEARNING_STEP_MINUTES], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
      rev: {
        bury: false,
        ease4: 1.3,
        ivlFct: 1,
        maxIvl: 36500,
        perDay: study.reviewsPerDay,
        hardFactor: 1.2,
      },
    },
  };
}
