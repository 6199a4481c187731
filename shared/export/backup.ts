// The full backup's layout (docs/decisions/0025-export.md): a zip with manifest.json first, then
// preferences.json, study-preferences.json, words.json, schedules.json, reviews.json,
// encounters.json (a word's further sentences, by its uuid; absent before they existed), and every
// picture and audio file the learner owns under media/, named by its content id.

import type { Encounter } from '../words/encounters';

export const BACKUP_FORMAT = 'wordhoard-backup';
/** Raised whenever a file's shape changes, so an import knows what it reads. */
export const BACKUP_VERSION = 1;

export interface BackupMediaFile {
  id: string;
  kind: 'image' | 'audio';
  mime: string;
  size: number;
  /** Its path inside the zip. */
  file: string;
}

/** One line of encounters.json: the encounter as the API shows it, and its word's uuid. */
export type BackupEncounter = Encounter & { wordUuid: string };

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO time of the export. */
  exportedAt: string;
  /** `encounters` is absent from backups made before encounters existed. */
  counts: { words: number; reviews: number; media: number; encounters?: number };
  media: BackupMediaFile[];
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};

/** Ids are hex content hashes, so a name never holds a path separator or "..". */
export const mediaFileName = ({ id, mime }: { id: string; mime: string }): string =>
  `media/${id.replace(/[^0-9a-f]/g, '')}.${EXTENSIONS[mime] ?? 'bin'}`;
