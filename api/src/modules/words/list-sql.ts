// The words list's SQL. SQLite itself turns the rows into JSON, the cheapest way to build it, and
// hands it over as a BLOB: its UTF-8 bytes as they are, where a TEXT result became a JavaScript
// string (decoded) that had to be encoded again before compression. A row's JSON is written once
// (WORD_JSON): the whole list and the rows changed since a version (list.ts) are the same bytes.

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

const WHOLE_LIST = `CAST(coalesce(json_group_array(${WORD_JSON}), '[]') AS BLOB)`;
const OWN_WORDS = '(SELECT * FROM words WHERE user_id = ?1 ORDER BY id DESC)';
const VERSION = '(SELECT words_version FROM users WHERE id = ?1)';

/** The whole list of learner ?1, newest first: the reference the incremental list must equal. */
export const LIST_SQL = `SELECT ${WHOLE_LIST} AS list FROM ${OWN_WORDS}`;

/**
 * The whole list with what bringing it up to date later needs, read in one statement (so from one
 * snapshot): the words' ids in the list's order and the learner's words_version, which every row
 * changed after this snapshot will be marked above (list_seq, migration 0015).
 */
export const LIST_WITH_IDS_SQL = `SELECT ${WHOLE_LIST} AS list, json_group_array(id) AS ids, ${VERSION} AS version
  FROM ${OWN_WORDS}`;

// The rows marked above version ?2 (at most ?3 of them: past that the whole list is cheaper), and
// one more row first with the learner's version and count, which tells whether a word the cache
// holds was deleted. One statement: all of it from the same snapshot.
const changedRows = (head: string) => `SELECT ${VERSION} AS version, ${head}, NULL AS id, NULL AS json
  UNION ALL SELECT * FROM (SELECT NULL, NULL, id, CAST(${WORD_JSON} AS BLOB) FROM words
    WHERE user_id = ?1 AND list_seq > ?2 LIMIT ?3)`;

export const CHANGED_ROWS_SQL = changedRows('(SELECT count(*) FROM words WHERE user_id = ?1) AS count');

/** As CHANGED_ROWS_SQL, with every id the learner has instead of their count: words were deleted. */
export const CHANGED_ROWS_WITH_IDS_SQL = changedRows(
  '(SELECT json_group_array(id) FROM words WHERE user_id = ?1) AS count',
);
