// Fills an account with generated words straight through SQL (speech for 50,000 words would
// take minutes), then raises the list version as the API does on every change. The words are
// dated from now on (a millisecond apart), as words saved after the account was made are, so the
// list's default date filter (registration day to today) shows them all.
//
// Their pictures and audio are real files in the data folder, stored as the API stores them: one
// WebP picture, shared by every other word, and the eSpeak recordings of one word and one sentence
// (content ids, so words may share files). The list then loads media as it does for a learner,
// without a request answered 404.
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import sharp from 'sharp';
import { createFsMediaStore } from '../../api/src/providers/media/fs';
import { contentId, mediaKey } from '../../api/src/providers/media/port';
import { createEspeakSpeaker } from '../../api/src/providers/speech/espeak';
import { makeWords } from '../shared-filter';

interface SeedMedia {
  picture: string;
  speechWord: string;
  speechSentence: string;
}

let recordings: Promise<{ word: Uint8Array; sentence: Uint8Array; picture: Uint8Array }> | undefined;

/** The bytes of the seeded media, made once per benchmark run. */
function mediaBytes() {
  recordings ??= (async () => {
    // Made once, before anything is measured: on a loaded machine eSpeak's first start may take
    // longer than a request may wait ("Speech is busy"), which must not end the benchmark.
    const speaker = createEspeakSpeaker({ timeoutMs: 60_000 });
    try {
      const picture = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 70, g: 130, b: 180 } },
      })
        .webp()
        .toBuffer();
      return {
        word: await speaker.speak('house', 'en-us', 'female'),
        sentence: await speaker.speak('An example sentence with the word in it.', 'en-us', 'female'),
        picture: new Uint8Array(picture),
      };
    } finally {
      await speaker.close();
    }
  })();
  return recordings;
}

async function storeSeedMedia(client: Client, dataDir: string, userId: number): Promise<SeedMedia> {
  const bytes = await mediaBytes();
  const store = createFsMediaStore(join(dataDir, 'media'));
  const files = [
    ['picture', bytes.picture, 'image', 'image/webp'],
    ['speechWord', bytes.word, 'audio', 'audio/mpeg'],
    ['speechSentence', bytes.sentence, 'audio', 'audio/mpeg'],
  ] as const;
  const ids: Record<string, string> = {};
  for (const [field, data, kind, mime] of files) {
    const id = contentId(data);
    await store.put(mediaKey(userId, id), data, mime);
    await client.execute({
      sql: 'INSERT OR IGNORE INTO media (user_id, id, kind, mime, size, created_at) VALUES (?,?,?,?,?,?)',
      args: [userId, id, kind, mime, data.byteLength, Date.now()],
    });
    ids[field] = id;
  }
  return {
    picture: ids.picture ?? '',
    speechWord: ids.speechWord ?? '',
    speechSentence: ids.speechSentence ?? '',
  };
}

/**
 * `encounters`: every tenth word also gets two further sentences (rows and count, as the API keeps
 * them), so the list answers words with and without a count, as a learner's does.
 */
export async function seedWords(
  client: Client,
  dataDir: string,
  userId: number,
  count: number,
  options: { encounters?: boolean } = {},
) {
  await client.execute({ sql: 'DELETE FROM words WHERE user_id = ?', args: [userId] });
  const media = await storeSeedMedia(client, dataDir, userId);
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
        w.picture ? media.picture : '',
        media.speechWord,
        w.sentence ? media.speechSentence : '',
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
  if (options.encounters) await seedEncounters(client, userId, now);
  await client.execute({
    sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
    args: [userId],
  });
}

async function seedEncounters(client: Client, userId: number, now: number) {
  await client.batch(
    [1, 2].map((n) => ({
      sql: `INSERT INTO encounters (uuid, word_id, user_id, sentence, met_at)
              SELECT lower(hex(randomblob(16))), id, user_id, 'A further sentence ' || ? || ' with ' || word, ?
              FROM words WHERE user_id = ? AND id % 10 = 0`,
      args: [n, now + n, userId],
    })),
    'write',
  );
  await client.execute({
    sql: `UPDATE words SET encounter_count = (SELECT count(*) FROM encounters WHERE word_id = words.id)
            WHERE user_id = ? AND id % 10 = 0`,
    args: [userId],
  });
}
