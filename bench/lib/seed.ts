// Fills an account with generated words straight through SQL (speech for 50,000 words would
// take minutes), then raises the list version as the API does on every change. The words are
// dated from now on (a millisecond apart), as words saved after the account was made are, so the
// list's default date filter (registration day to today) shows them all.
import type { Client } from '@libsql/client';
import { makeWords } from '../shared-filter';

export async function seedWords(client: Client, userId: number, count: number) {
  await client.execute({ sql: 'DELETE FROM words WHERE user_id = ?', args: [userId] });
  const words = makeWords(count);
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const batch = words.slice(start, start + 1000).map((w, i) => ({
      sql: `INSERT INTO words (uuid, user_id, word, word_key, word_translation, sentence, sentence_translation,
              language, voice, high_quality, picture, speech_word, speech_sentence, category, score, date,
              source_url, source_title, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
      args: [
        crypto.randomUUID(),
        userId,
        `${w.word}-${start + i}`,
        `${w.word}-${start + i}`.toLowerCase(),
        w.wordTranslation,
        w.sentence,
        w.sentenceTranslation,
        w.language,
        w.voice,
        0,
        w.picture,
        w.speechWord,
        w.speechSentence,
        w.category,
        w.score,
        new Date(now + start + i).toISOString(),
        '',
        '',
        now,
      ],
    }));
    await client.batch(batch, 'write');
  }
  await client.execute({
    sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
    args: [userId],
  });
}
