// The words list's SQL. SQLite itself turns the rows into JSON, the cheapest way to build it, and
// hands it over as a BLOB: its UTF-8 bytes as they are, where a TEXT result became a JavaScript
// string (decoded) that had to be encoded again before compression. A row's JSON is written once
// (WORD_JSON): the whole list and the rows changed since a version (list.ts) are the same bytes.
// The compact form (WORD_ROW) is built the same way, from its own cached list.
import {
  isOptionalKey,
  WORD_ROW_ENDS,
  WORD_ROW_KEYS,
  type WordRowKey,
} from '../../../../shared/words/word-rows';

/** Each word's keys and values, as wordView (view.ts) answers them. */
const WORD_FIELDS = `'uuid', uuid, 'word', word, 'wordTranslation', word_translation,
    'sentence', sentence, 'sentenceTranslation', sentence_translation,
    'language', language, 'voice', voice, 'highQuality', json(iif(high_quality, 'true', 'false')),
    'picture', picture, 'speechWord', speech_word, 'speechSentence', speech_sentence,
    'category', category, 'score', score, 'date', date,
    'sourceUrl', source_url, 'sourceTitle', source_title, 'updatedAt', updated_at`;

// encounterCount only where a word has encounters (most have none). One of two json_object calls
// per row, chosen by CASE, costs what a single json_object does; merging a second object into each
// row (json_patch) parsed and wrote every row twice, 1.5 times the list's time. The rarer words that
// also carry translatedBy or formMet (saved from a page's lookup card) take the json_patch, whose
// null members leave the key out, as wordView does. 'uuid' comes first in every row: list-rows.ts
// finds where rows start by it.
const WORD_JSON = `CASE
    WHEN translated_by <> '' OR form_met <> '' THEN json_patch(json_object(${WORD_FIELDS}), json_object(
      'encounterCount', nullif(encounter_count, 0), 'translatedBy', nullif(translated_by, ''),
      'formMet', nullif(form_met, '')))
    WHEN encounter_count > 0 THEN json_object(${WORD_FIELDS}, 'encounterCount', encounter_count)
    ELSE json_object(${WORD_FIELDS}) END`;

// The compact form's row (shared/words/word-rows.ts): the values in WORD_ROW_KEYS' order, as one of
// a few arrays of the lengths WORD_ROW_ENDS allows, the shortest that drops only defaults. Each
// column's default is what it is when empty ('' or 0); a default inside a longer row is null where
// the key is optional (the JSON form leaves the key out), the value itself otherwise.
const ROW_COLUMNS: Record<WordRowKey, { column: string; empty: string }> = {
  uuid: { column: 'uuid', empty: "''" },
  word: { column: 'word', empty: "''" },
  wordTranslation: { column: 'word_translation', empty: "''" },
  sentence: { column: 'sentence', empty: "''" },
  sentenceTranslation: { column: 'sentence_translation', empty: "''" },
  language: { column: 'language', empty: "''" },
  voice: { column: 'voice', empty: "''" },
  highQuality: { column: 'high_quality', empty: '0' },
  picture: { column: 'picture', empty: "''" },
  speechWord: { column: 'speech_word', empty: "''" },
  speechSentence: { column: 'speech_sentence', empty: "''" },
  category: { column: 'category', empty: "''" },
  score: { column: 'score', empty: '0' },
  date: { column: 'date', empty: "''" },
  updatedAt: { column: 'updated_at', empty: '0' },
  sourceUrl: { column: 'source_url', empty: "''" },
  sourceTitle: { column: 'source_title', empty: "''" },
  encounterCount: { column: 'encounter_count', empty: '0' },
  translatedBy: { column: 'translated_by', empty: "''" },
  formMet: { column: 'form_met', empty: "''" },
};

const rowValue = (key: WordRowKey) => {
  const { column, empty } = ROW_COLUMNS[key];
  return isOptionalKey(key) && key !== 'updatedAt' ? `nullif(${column}, ${empty})` : column;
};
const rowOf = (length: number) => `json_array(${WORD_ROW_KEYS.slice(0, length).map(rowValue).join(', ')})`;
const anySet = (from: number, to: number) =>
  WORD_ROW_KEYS.slice(from, to)
    .map((key) => `${ROW_COLUMNS[key].column} <> ${ROW_COLUMNS[key].empty}`)
    .join(' OR ');

const WORD_ROW = `CASE ${WORD_ROW_ENDS.slice(1)
  .map((end, i) => ({ end, from: WORD_ROW_ENDS[i] ?? 0 }))
  .reverse()
  .map(({ end, from }) => `WHEN ${anySet(from, end)} THEN ${rowOf(end)}`)
  .join(' ')} ELSE ${rowOf(WORD_ROW_ENDS[0])} END`;

/** The list's two forms: its JSON (SPEC §7) and the compact rows (shared/words/word-rows.ts). */
export type ListForm = 'json' | 'rows';
const ROW_SQL: Record<ListForm, string> = { json: WORD_JSON, rows: WORD_ROW };

const wholeList = (form: ListForm) => `CAST(coalesce(json_group_array(${ROW_SQL[form]}), '[]') AS BLOB)`;
const OWN_WORDS = '(SELECT * FROM words WHERE user_id = ?1 ORDER BY id DESC)';
const VERSION = '(SELECT words_version FROM users WHERE id = ?1)';

/** The whole list of learner ?1 in each form, newest first: the reference the incremental list must equal. */
export const WHOLE_LIST_SQL: Record<ListForm, string> = {
  json: `SELECT ${wholeList('json')} AS list FROM ${OWN_WORDS}`,
  rows: `SELECT ${wholeList('rows')} AS list FROM ${OWN_WORDS}`,
};
export const LIST_SQL = WHOLE_LIST_SQL.json;

// The rows marked above version ?2 (at most ?3 of them: past that the whole list is cheaper), and
// one more row first with the learner's version and count, which tells whether a word the cache
// holds was deleted. One statement: all of it from the same snapshot.
const changedRows = (
  form: ListForm,
  head: string,
) => `SELECT ${VERSION} AS version, ${head}, NULL AS id, NULL AS json
  UNION ALL SELECT * FROM (SELECT NULL, NULL, id, CAST(${ROW_SQL[form]} AS BLOB) FROM words
    WHERE user_id = ?1 AND list_seq > ?2 LIMIT ?3)`;

const listSql = (form: ListForm) => ({
  /**
   * The whole list with what bringing it up to date later needs, read in one statement (so from
   * one snapshot): the words' ids in the list's order and the learner's words_version, which every
   * row changed after this snapshot will be marked above (list_seq, migration 0015).
   */
  withIds: `SELECT ${wholeList(form)} AS list, json_group_array(id) AS ids, ${VERSION} AS version
  FROM ${OWN_WORDS}`,
  changed: changedRows(form, '(SELECT count(*) FROM words WHERE user_id = ?1) AS count'),
  /** As `changed`, with every id the learner has instead of their count: words were deleted. */
  changedWithIds: changedRows(form, '(SELECT json_group_array(id) FROM words WHERE user_id = ?1) AS count'),
});

export const LIST_SQL_OF: Record<ListForm, ReturnType<typeof listSql>> = {
  json: listSql('json'),
  rows: listSql('rows'),
};
