// "Save “…” to Wordhoard" from a page's context menu: the selection goes through the one add flow
// (save-word.ts) with the sentence around it, the page it came from and the learner's default
// category, and the outcome is shown on the page.
import type { Browser } from 'wxt/browser';
import type { Word } from '../../shared/api';
import {
  languageOfPageText,
  pageLanguageTag,
  translationCodeOfPageLanguage,
} from '../../shared/languages/translation';
import { wordAddedMessage } from '../../shared/words/rules';
import { forwardToAnki } from './anki-after-save';
import { offerEncounter, offerFormEncounter } from './encounter-offer';
import type { SaveOutcome, WordDraft } from './message-types';
import { tellNoTranslatorOnce } from './no-translator-notice';
import { readSelectionLanguage, readSelectionSentence } from './page-context';
import { fitSourceTitle, fitSourceUrl } from './page-source';
import { showPageToast, type ToastKind } from './page-toast';
import { refusal, saveWord } from './save-word';
import { readSettings } from './storage';
import { takeNoTranslator } from './translate';
import { type TabTranslation, translateInTab } from './translate-in-tab';
import { currentPreferences, findKnownWord, warmPreferences } from './words-cache';

export const SAVE_SELECTION_MENU = {
  id: 'save-selection',
  // The browser puts the selected text in place of %s.
  title: 'Save “%s” to Wordhoard',
  contexts: ['selection'],
} as const satisfies Browser.contextMenus.CreateProperties;

export interface Selection {
  text: string;
  pageUrl: string;
  pageTitle: string;
  /** The tab and frame the selection is in; absent when the page cannot be reached. */
  tabId?: number;
  frameId?: number;
}

const TOAST_KINDS: Record<SaveOutcome['kind'], ToastKind> = {
  added: 'success',
  queued: 'info',
  exists: 'error',
  form: 'error',
  invalid: 'error',
};

export async function saveSelection(selection: Selection): Promise<SaveOutcome> {
  warmPreferences();
  const settings = await readSettings();
  const draft: WordDraft = {
    word: selection.text.trim(),
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    category: settings.defaultCategory,
    // Within the server's limits, so a long address never costs the word.
    sourceUrl: fitSourceUrl(selection.pageUrl),
    sourceTitle: fitSourceTitle(selection.pageTitle),
    translate: settings.translateAutomatically,
  };
  const toast = async (message: string, kind: ToastKind) => {
    if (selection.tabId !== undefined) await showPageToast(selection.tabId, message, kind);
  };
  // '"…" added!' as soon as the word is stored; its translations follow.
  let told = false;
  const onStored = async (word: Word) => {
    told = true;
    await toast(wordAddedMessage(word.word), 'success');
  };
  // Refuse early, before reading the page, when the word cannot be saved anyway.
  const refused = await refusal(draft);
  // Another form of a saved word ("anchors" of "anchor"): its sentence is offered to that word.
  const formMessage = refused ? null : await offerFormSentence(selection, draft);
  if (formMessage) return { kind: 'exists', message: formMessage };
  let device: TabTranslation = 'none';
  const outcome =
    refused ??
    (await (async () => {
      const sentence =
        selection.tabId === undefined ? '' : await readSelectionSentence(selection.tabId, selection.frameId);
      const pageLanguage = await pageLanguageOf(selection);
      const translated = await translateOnDevice(
        selection,
        pageLanguage ? { ...draft, pageLanguage } : draft,
        sentence,
      );
      device = translated.device;
      takeNoTranslator();
      return saveWord({ ...translated.draft, sentence }, { keepRefused: true, onStored });
    })());
  if (
    outcome.kind === 'added' &&
    draft.translate &&
    outcome.word.wordTranslation === '' &&
    takeNoTranslator()
  ) {
    if (selection.tabId !== undefined && typeof device === 'string')
      await tellNoTranslatorOnce(selection.tabId, await currentPreferences(), device);
  }
  if (outcome.kind === 'exists' && (await offerSentence(selection, draft))) return outcome;
  if (!told) await toast(outcome.message, TOAST_KINDS[outcome.kind]);
  if (outcome.kind !== 'added') return outcome;
  // Once the word has its translations, so the note in Anki has them too.
  const anki = await forwardToAnki(outcome.word);
  if (!anki) return outcome;
  await toast(anki.message, anki.ok ? 'success' : 'error');
  return { ...outcome, anki };
}

/** The language tag the page gives the selection, or null when it names none translators know. */
async function pageLanguageOf(selection: Selection): Promise<string | null> {
  if (selection.tabId === undefined) return null;
  return pageLanguageTag(await readSelectionLanguage(selection.tabId, selection.frameId));
}

/**
 * The word and its sentence translated by the browser's on-device translator in the page clicked
 * in, when the options ask for translations and the browser can; the server fills what is left.
 */
async function translateOnDevice(
  selection: Selection,
  draft: WordDraft,
  sentence: string,
): Promise<{ draft: WordDraft; device: TabTranslation }> {
  if (!draft.translate || selection.tabId === undefined) return { draft, device: 'none' };
  // Without the learner's languages (the server unreachable, nothing cached) the word waits untranslated.
  const pair = await currentPreferences().catch(() => null);
  if (!pair) return { draft, device: 'none' };
  // The text's own language when the page names one translators know (a Japanese article read by
  // a learner of German), as the lookup card does and the server's translation will.
  const device = await translateInTab(selection.tabId, selection.frameId ?? 0, [draft.word, sentence], {
    sourceLanguage: languageOfPageText(translationCodeOfPageLanguage(draft.pageLanguage ?? ''), pair),
    targetLanguage: pair.targetLanguage,
  });
  if (typeof device === 'string' || !device.texts[0]) return { draft, device };
  const [wordTranslation = '', sentenceTranslation = ''] = device.texts;
  return { draft: { ...draft, wordTranslation, sentenceTranslation, translatedBy: 'device' }, device };
}

/**
 * The word exists: the spec's message, with the offer to keep this page's sentence on the saved
 * word (lib/encounter-offer.ts). False when there is no sentence to offer.
 */
async function offerSentence(selection: Selection, draft: WordDraft): Promise<boolean> {
  if (selection.tabId === undefined) return false;
  const sentence = await readSelectionSentence(selection.tabId, selection.frameId);
  return offerEncounter({
    text: draft.word,
    sentence,
    sourceUrl: draft.sourceUrl,
    sourceTitle: draft.sourceTitle,
    tabId: selection.tabId,
  });
}

/** The offer for a form of a saved word (lib/encounter-offer.ts); its message, or null when none. */
async function offerFormSentence(selection: Selection, draft: WordDraft): Promise<string | null> {
  if (selection.tabId === undefined || (await findKnownWord(draft.word))) return null;
  const sentence = await readSelectionSentence(selection.tabId, selection.frameId);
  const met = { text: draft.word, sentence, sourceUrl: draft.sourceUrl, sourceTitle: draft.sourceTitle };
  return offerFormEncounter({ ...met, tabId: selection.tabId });
}

/** The context menu's click, as the browser reports it. Other menu items are not ours to handle. */
export function saveSelectionFromMenu(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): Promise<SaveOutcome> | undefined {
  if (info.menuItemId !== SAVE_SELECTION_MENU.id) return undefined;
  return saveSelection({
    text: info.selectionText ?? '',
    pageUrl: info.pageUrl ?? tab?.url ?? '',
    pageTitle: tab?.title ?? '',
    tabId: tab?.id !== undefined && tab.id >= 0 ? tab.id : undefined,
    frameId: info.frameId,
  });
}
