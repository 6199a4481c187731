// Which format a chosen file is, from its name and its first bytes: the page preselects it and
// the server checks the bytes again before reading.
import type { ImportFormat } from './texts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

export const isZip = (bytes: Uint8Array): boolean => startsWith(bytes, ZIP_MAGIC);

/** The format by the name's extension and the first bytes (a few KB are enough). */
export function detectFormat(name: string, head: Uint8Array): ImportFormat | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (isZip(head)) return extension === 'apkg' || extension === 'colpkg' ? 'apkg' : 'backup';
  const text = new TextDecoder().decode(head.subarray(0, 2048)).replace(/^\uFEFF/, '');
  if (text.startsWith('#separator:') || text.startsWith('#html:')) return 'anki-text';
  if (extension === 'tsv' || extension === 'tab') return 'tsv';
  if (extension === 'csv') return 'csv';
  if (extension === 'txt') return text.includes('\t') ? 'tsv' : 'csv';
  return null;
}
