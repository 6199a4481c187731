// The lookup card's ways out of the page's content script: the background's calls, the browser's
// on-device translator (a window context has it; the background's service worker does not), and
// Web Audio for the server's voice.
import { browserTranslator, translateWithBestEngine } from '../../../shared/languages/translators';
import { wordLinkPath } from '../../../shared/words/word-link';
import { sendMessage, toApiError } from '../messages';
import { playClip } from '../play-clip';
import type { LookupPorts } from './describe-word';

export function messagePorts(doc: Document, serverUrl: string): LookupPorts {
  return {
    lookupWord: (forms, lang) => sendMessage('lookupWord', { forms, lang }),
    translate: (text, sourceLanguage, targetLanguage) =>
      translateWithBestEngine({
        sourceLanguage,
        targetLanguage,
        text,
        device: browserTranslator(),
        server: () => sendMessage('lookupTranslate', { text, language: sourceLanguage }),
        serverErrorCode: (error) => toApiError(error).code,
      }),
    save: (request) => sendMessage('lookupSave', request),
    speak: async (text, language) => playClip(await sendMessage('lookupSpeech', { text, language })),
    linkOf: (uuid) => `${serverUrl}${wordLinkPath(uuid)}`,
    pageUrl: () => doc.location?.href ?? '',
    pageTitle: () => doc.title,
  };
}
