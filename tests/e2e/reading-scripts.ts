// The Japanese and right-to-left reading fixtures, read in Chromium (reading-japanese-rtl) and in
// Firefox (firefox-reading-scripts): the pages, the words each journey points at, and what a save
// and the marks must show. The learner's saved words are page-marking-setup's SAVED_WORDS
// (東京 score 1, 経済 2, الكتاب 1, ספר 2); the pages are fixtures/pages/reading-*.html.

export const JAPANESE_PAGE = 'reading-japanese.html';
export const RTL_PAGE = 'reading-rtl.html';

/** A saved word written without spaces around it: the segmenter must find it, not the run. */
export const JAPANESE_SAVED = {
  selector: '#news',
  word: '経済',
  translation: 'economy',
  score: 'Score 2 of 3',
  /** The word with the particle written after it (も経済の成長), which the card must not take for the word. */
  run: '経済の',
};

/** A word not saved, and the sentence its save keeps: cut at 。. */
export const JAPANESE_NEW = {
  selector: '#news',
  word: '図書館',
  sentence: '東京では新しい図書館が開かれました。',
};

/** How often each word is written on the Japanese page (after 図書館 is saved). */
export const JAPANESE_MARKS = { 図書館: 4, 経済: 1, 東京: 2 };

/** A saved Arabic word met in a question: the encounter its save adds is cut at ؟. */
export const ARABIC_SAVED = {
  selector: '#ar',
  word: 'الكتاب',
  translation: 'the book',
  score: 'Score 1 of 3',
  sentence: 'هل قرأت الكتاب؟',
};

/** The same saved word, written with its vowel marks: marked too. */
export const ARABIC_VOWELLED = 'الكِتَاب';

/** A saved Hebrew word, and its form with the article, which an exact match does not mark. */
export const HEBREW_SAVED = {
  selector: '#he',
  word: 'ספר',
  translation: 'book',
  score: 'Score 2 of 3',
  form: 'הספר',
};

/** How often each saved word is written on the right-to-left page. */
export const RTL_MARKS = { الكتاب: 3, الكِتَاب: 1, ספר: 1 };

/** How many of `marks` are `word`. */
export const count = (marks: string[], word: string) => marks.filter((mark) => mark === word).length;
