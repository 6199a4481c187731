// The audio types an import keeps as they are: those the speech providers write and the media
// route serves (the same list the backup names its files by, shared/export/backup.ts).
export const EXTENSIONS_BY_AUDIO_MIME: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};
