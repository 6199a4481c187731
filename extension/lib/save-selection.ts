// "Save “…” to Wordhoard" from a page's context menu. Today a click checks the selection against the
// word rules and queues it; sending the queue to the API, the example sentence, the duplicate check
// against the user's words and the confirmation on the page build on saveSelection's result.
import type { Browser } from 'wxt/browser';
import { validateWordForm } from '../../shared/words/rules';
import { type PendingSave, saveQueueItem } from './storage';

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
}

export type SaveSelectionResult = { saved: true; pending: PendingSave } | { saved: false; message: string };

/**
 * The word field's message for a selection ('Missing Word. ', 'Up to 100 chars. '), or '' when it
 * may be saved. The add form's own rules decide; only the word is filled in, so only its rules apply.
 */
export function selectionProblem(word: string): string {
  const errors = validateWordForm(
    {
      word,
      wordTranslation: '',
      sentence: '',
      sentenceTranslation: '',
      category: '',
      language: '',
      voice: '',
    },
    [],
  );
  return errors.word ?? '';
}

// Clicks in quick succession each read and rewrite the queue; one at a time keeps every save.
let queueTurn: Promise<unknown> = Promise.resolve();

function appendToQueue(pending: PendingSave): Promise<void> {
  const write = queueTurn.then(async () => {
    const queue = await saveQueueItem.getValue();
    await saveQueueItem.setValue([...(Array.isArray(queue) ? queue : []), pending]);
  });
  queueTurn = write.catch(() => undefined);
  return write;
}

export async function saveSelection(selection: Selection): Promise<SaveSelectionResult> {
  const word = selection.text.trim();
  const message = selectionProblem(word);
  if (message) return { saved: false, message };

  const pending: PendingSave = {
    id: crypto.randomUUID(),
    word,
    sourceUrl: selection.pageUrl,
    sourceTitle: selection.pageTitle,
    savedAt: new Date().toISOString(),
  };
  await appendToQueue(pending);
  return { saved: true, pending };
}

/** The context menu's click, as the browser reports it. Other menu items are not ours to handle. */
export function saveSelectionFromMenu(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): Promise<SaveSelectionResult> | undefined {
  if (info.menuItemId !== SAVE_SELECTION_MENU.id) return undefined;
  return saveSelection({
    text: info.selectionText ?? '',
    pageUrl: info.pageUrl ?? tab?.url ?? '',
    pageTitle: tab?.title ?? '',
  });
}
