// What the extension's contexts say to each other: every call's request and answer, declared once.
// A leaf: it imports nothing of the extension, so the popup, the options page, the content script
// and every module of the background can name these types without importing one another.

import type {
  ReviewAnswerBody,
  ReviewQueue,
  TokenUser,
  Word,
  WordHold,
  WordHoldBody,
} from '../../shared/api';
import type { FormOfSaved } from '../../shared/forms/form-offer';
import type { DefinitionAnswer } from '../../shared/lookup/texts';
import type { MatcherData } from '../../shared/marking/matcher';
import type { WordFormErrors } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';

/** What the learner chooses on the options page and in the popup. */
export interface UndoRequest {
  answerId: string;
  uuid: string;
  /** The word's score before the answer: it comes back when the answer never left. */
  scoreBefore: Score;
}

export interface Settings {
  /** The category of words saved from pages and the popup; 'No' for none. */
  defaultCategory: string;
  /** Translate the word and its sentence when saving from a page. */
  translateAutomatically: boolean;
}

export type SettingsChange = Partial<Settings & { serverUrl: string }>;

/** Send to Anki's choices (docs/decisions/0028-send-to-anki.md). */
export interface AnkiSettings {
  enabled: boolean;
  /** The deck words go to; a word's category becomes a subdeck of it. */
  deck: string;
  noteType: string;
  /** Only when the learner set one in AnkiConnect's config. */
  apiKey: string;
}

/** What "Test connection" found in Anki. */
export interface AnkiStatus {
  decks: string[];
  noteTypes: string[];
  message: string;
}

/** A word as the learner gives it, before it is checked. */
export interface WordDraft {
  /** The trimmed word, already checked against the word rules once it waits in the queue. */
  word: string;
  wordTranslation: string;
  sentence: string;
  sentenceTranslation: string;
  category: string;
  sourceUrl: string;
  sourceTitle: string;
  /** Fill empty translations when it is sent (saves from pages, when the options say so). */
  translate: boolean;
  /** Which translator made `wordTranslation`, when one did (kept on the word). */
  translatedBy?: 'device' | 'server';
  /** The form met on the page when it is not `word` (the lookup card). */
  formMet?: string;
  /**
   * The language tag the page gives the text ('de-AT'), when it names a language translators know:
   * the word is translated from that language and spoken in it (send-word.ts).
   */
  pageLanguage?: string;
}

/** What Send to Anki did with a word; the word is saved in Wordhoard either way. */
export interface AnkiOutcome {
  ok: boolean;
  message: string;
}

export type SaveOutcome =
  /** `anki` only while Send to Anki is on. */
  | { kind: 'added'; message: string; word: Word; anki?: AnkiOutcome }
  | { kind: 'queued'; message: string }
  | { kind: 'exists'; message: string }
  /** Another form of a saved word (the server's 'word_is_form'): nothing was added; the learner chooses. */
  | { kind: 'form'; message: string; formOf: FormOfSaved }
  | { kind: 'invalid'; message: string; errors: WordFormErrors };

/** A save that has not reached the server, as the popup lists it (and fills its form to edit it). */
export interface PendingSummary
  extends Pick<WordDraft, 'word' | 'wordTranslation' | 'sentence' | 'sentenceTranslation' | 'category'> {
  id: string;
  /** The server's reason when it refused the word; null while it only waits. */
  problem: string | null;
}

/** Saves and quick-test answers kept for a learner other than the one signed in. */
export interface WaitingForLearner {
  uuid: string;
  /** Their name (or e-mail). */
  name: string;
  saves: number;
  answers: number;
}

export interface Session {
  /** Origin of the Wordhoard server, for links and API calls. */
  serverUrl: string;
  /** The signed-in user; null without a token or when the stored user is unreadable. */
  user: TokenUser | null;
  /** Saves that have not reached the server yet. */
  pendingSaves: number;
  pending: PendingSummary[];
  /** What waits for other learners' sessions: sent only once they sign in here again. */
  waitingFor: WaitingForLearner[];
  /**
   * The web app of this browser signed in another learner while the popup's own session stays in
   * use: the popup asks whether to switch. Null when there is nothing to ask.
   */
  switchOffer: { name: string } | null;
  settings: Settings;
}

/** An audio file as it crosses to the popup: messages carry JSON, not blobs. */
export interface AudioClip {
  type: string;
  base64: string;
}

/** Page marking where the learner reads (docs/decisions/0030-page-marking.md). */
export interface MarkingState {
  /** The page's origin when marking may run there, else null (browser pages, Wordhoard itself). */
  origin: string | null;
  siteOn: boolean;
  everySite: boolean;
  /** The sites switched on one by one (the options page lists them). */
  origins: string[];
}

export interface MarkingSwitch {
  /** A page (or origin) whose site is switched; absent to switch every site. */
  url?: string;
  on: boolean;
  /** The tab to mark at once when switched on. */
  tabId?: number;
}

/** What a marked page gets: whether to mark it, and the matcher of the learner's words. */
export interface PageMarking {
  on: boolean;
  matcher: MatcherData | null;
  serverUrl: string;
}

/** A word looked up on a page (docs/decisions/0045-lookup.md): what the background knows of it. */
export interface LookupAnswer {
  /** The language the word is taken in (a translation code) and its name. */
  language: string;
  languageName: string;
  /** The learner's target language, for the on-device translator. */
  targetLanguage: string;
  /** The saved word among the forms asked about, with its link in the web app. */
  saved: { uuid: string; word: string; score: Score; translation: string; link: string } | null;
  /** The server's dictionary; null when it could not be asked (offline, signed out). */
  definitions: DefinitionAnswer | null;
}

export interface LookupSave {
  /** The dictionary form: the word saved. */
  word: string;
  /** The form met on the page, when it is not the dictionary form. */
  met: string;
  sentence: string;
  sourceUrl: string;
  sourceTitle: string;
  /** The card's translation and who made it ('' when none). */
  translation: string;
  engine: 'device' | 'server' | '';
  /** The language tag the page gives the word ('' when none). */
  lang?: string;
}

/** name → what the caller sends and what the background answers. */
export interface MessageMap {
  /** Wakes the background and proves it answers. */
  ping: { request: undefined; response: 'pong' };
  /** Who is signed in, to which server, what waits to be saved: from storage, at once. */
  getSession: { request: undefined; response: Session };
  /** The popup opened: adopt the web app's session, refresh the caches, send waiting words. */
  syncSession: { request: undefined; response: Session };
  signIn: { request: { email: string; password: string }; response: Session };
  signOut: { request: undefined; response: Session };
  /** The content script on the web app's origin offers the app's token; true when it is in use. */
  offerWebSession: { request: { token: string }; response: boolean };
  /** The web app has no session any more; true when the extension signed out with it. */
  webSignedOut: { request: undefined; response: boolean };
  /** The popup's answer to `Session.switchOffer`: switch to the web app's learner, or stay. */
  answerSwitchOffer: { request: { switchTo: boolean }; response: Session };
  /**
   * The popup's quick add, through the same flow as a selection saved from a page. `replaces` names
   * a waiting word the server refused, edited in the form: the edited word takes its place.
   */
  addWord: {
    request: Omit<WordDraft, 'translate' | 'sourceUrl' | 'sourceTitle'> & {
      replaces?: string;
      /** The learner keeps a form of a saved word as a word of its own: the server does not check forms. */
      asNewWord?: boolean;
    };
    response: SaveOutcome;
  };
  /** A text translated between the learner's languages, by the server. */
  translate: { request: { text: string }; response: string };
  /** The learner's source and target languages, for the popup's on-device translator. */
  translationPair: { request: undefined; response: { sourceLanguage: string; targetLanguage: string } };
  /** The learner's words as cached. */
  getWords: { request: undefined; response: Word[] };
  /** Page marking: where it is on, for the popup's and the options page's switches. */
  markingState: { request: { url: string }; response: MarkingState };
  /** Switching on needs the browser's host permission, asked for by the popup or options page first. */
  switchMarking: { request: MarkingSwitch; response: MarkingState };
  /** The marking content script's start: whether to mark its page, and with what. */
  pageMarking: { request: { url: string }; response: PageMarking };
  /** The lookup card: a word's language, saved state and definitions; its forms, most likely first. */
  lookupWord: { request: { forms: string[]; lang: string }; response: LookupAnswer };
  /** The lookup card's translation by the server, from the word's language to the learner's. */
  lookupTranslate: { request: { text: string; language: string }; response: string };
  /** The lookup card's Save: a new word, or the sentence met added to the saved one. */
  lookupSave: {
    request: LookupSave;
    response: { message: string; saved: LookupAnswer['saved'] };
  };
  /** Any word spoken by the server's voice in the learner's speech language. */
  lookupSpeech: { request: { text: string; language: string }; response: AudioClip };
  setScore: { request: { uuid: string; score: Score }; response: Score };
  getAudio: { request: { id: string }; response: AudioClip };
  saveSettings: { request: SettingsChange; response: Session };
  /** Today's review queue (the last one fetched when offline; null without any). */
  reviewQueue: { request: undefined; response: ReviewQueue | null };
  /** One answer of the quick test: kept, then sent; `sent` false while it waits to be sent. */
  answerReview: { request: ReviewAnswerBody; response: { sent: boolean; score: Score } };
  /** Takes back the popup's last answer: dropped while it waits, undone on the server once sent. */
  undoReview: { request: UndoRequest; response: { score: Score } };
  /** The quick test's Bury or Suspend of the word on screen (decision 0046); nothing waits offline. */
  holdWord: { request: WordHoldBody; response: WordHold };
  /** Drops a waiting word the server refused. */
  discardPending: { request: { id: string }; response: Session };
  getAnkiSettings: { request: undefined; response: AnkiSettings };
  /** Switching on needs the browser's permission to reach Anki, asked for by the options page first. */
  saveAnkiSettings: { request: Partial<AnkiSettings>; response: AnkiSettings };
  /** Reaches Anki through AnkiConnect: its decks and note types, or why it cannot be reached. */
  ankiStatus: { request: undefined; response: AnkiStatus };
  /**
   * The page toast's "Add this sentence to it" after 'The word already exists.': the offer's id
   * only; the background kept the word and sentence it stands for (lib/encounter-offer.ts).
   */
  acceptEncounterOffer: { request: { offerId: string }; response: { message: string } };
  /** The popup's form for a word that exists: its sentence goes to the saved word. */
  addEncounter: {
    /** `wordUuid`: the saved word the server named (a form's offer); else the word by its text. */
    request: { word: string; sentence: string; sentenceTranslation: string; wordUuid?: string };
    response: { message: string };
  };
}

/** name → what the background sends the content script on a web app tab, and its answer. */
export interface TabMessageMap {
  /** The popup opened: report the app's session (or that it has none); true when the extension uses it. */
  requestSession: { request: undefined; response: boolean };
}

export type MessageName = keyof MessageMap;
export type MessageRequest<N extends MessageName> = MessageMap[N]['request'];
export type MessageResponse<N extends MessageName> = MessageMap[N]['response'];
