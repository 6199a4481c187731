// The word's picture and audio, copied into Anki's media folder. The bytes are fetched from our API
// with the learner's token here and handed to AnkiConnect as base64 `data`: Anki never gets an
// address of ours, so no token ever sits in a URL that Anki fetches or keeps.
import { paths } from '../../shared/api';
import type { AnkiNoteMedia } from '../../shared/export/anki-note';
import type { Word } from '../../shared/words/types';
import { invokeAnki } from './anki-connect';
import { callApi } from './api-client';
import { toBase64 } from './base64';
import { MessageError } from './message-errors';
import { readUser } from './storage';

/** Media ids are content hashes; anything else never reaches a URL or a file name. */
const MEDIA_ID = /^[\w-]{1,128}$/;

/** The picture's type from its first bytes: the API stores pictures in these formats. */
export function pictureExtension(bytes: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (ascii(0, 3) === 'GIF') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ascii(8, 12).startsWith('avi')) return 'avif';
  return 'jpg';
}

async function storeFile(kind: 'image' | 'audio', id: string, userId: number, key: string): Promise<string> {
  if (!id) return '';
  if (!MEDIA_ID.test(id))
    throw new MessageError('invalid_media', 'This word has a media file that cannot be read.');
  const bytes = await callApi<Uint8Array>(
    kind === 'image' ? paths.image(userId, id) : paths.audio(userId, id),
    {
      as: 'bytes',
    },
  );
  const extension = kind === 'image' ? pictureExtension(bytes) : 'mp3';
  const filename = `wordhoard-${id}.${extension}`;
  // Anki answers the name it stored the file under; it may differ when a name is taken.
  const stored = await invokeAnki<unknown>('storeMediaFile', { filename, data: toBase64(bytes) }, key);
  return typeof stored === 'string' && stored ? stored : filename;
}

export async function storeWordMedia(word: Word, key: string): Promise<AnkiNoteMedia> {
  const user = await readUser();
  if (!user) throw new MessageError('signed_out', 'Sign in to Wordhoard first.');
  return {
    picture: await storeFile('image', word.picture, user.id, key),
    wordAudio: await storeFile('audio', word.speechWord, user.id, key),
    sentenceAudio: await storeFile('audio', word.speechSentence, user.id, key),
  };
}
