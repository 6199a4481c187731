// The multipart form of the spec's add and update, built by the page and by the service worker
// (which sends the adds made offline on Background Sync) alike.
import type { WordForm } from '../../../../../shared/words/types';

/** The text fields, and the picture beside them. */
export function wordFormData(form: WordForm, picture?: Blob | null, removePicture = false): FormData {
  const data = new FormData();
  data.append('word', form.word);
  data.append('wordTranslation', form.wordTranslation);
  data.append('sentence', form.sentence);
  data.append('sentenceTranslation', form.sentenceTranslation);
  data.append('language', form.language);
  data.append('voice', form.voice);
  data.append('highQuality', String(form.highQuality));
  data.append('category', form.category);
  if (form.sourceUrl) data.append('sourceUrl', form.sourceUrl);
  if (form.sourceTitle) data.append('sourceTitle', form.sourceTitle);
  if (picture) data.append('myImage', picture, picture instanceof File ? picture.name : 'picture');
  if (removePicture) data.append('removePicture', 'true');
  return data;
}
