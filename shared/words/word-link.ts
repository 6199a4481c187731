// The web app's link to one word: the words list with the word's uuid in the query
// (docs/decisions/0030-page-marking.md). The extension's card opens it. /words/list keeps its
// meaning; the query only says which word to bring into view, and leaves the address once read.
export const WORD_LINK_PARAM = 'word';

export const wordLinkPath = (uuid: string): string =>
  `/words/list?${WORD_LINK_PARAM}=${encodeURIComponent(uuid)}`;

export const WORD_LINK_NOT_FOUND = 'That word is not in your list: it may have been deleted.';
export const WORD_LINK_HIDDEN =
  'Your list settings hide this word, so it opens here on its own. Reset the settings to see it in the list.';
