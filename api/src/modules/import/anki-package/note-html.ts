// A note's field is HTML: it becomes plain text here (tags out, entities decoded, line breaks
// kept), and the media it names ([sound:x], <img src=x>) are picked out to be read from the package.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const SOUND = /\[sound:([^\]]+)\]/g;
const IMAGE = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;

export function htmlToText(html: string): string {
  const text = html
    .replace(SOUND, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(div|p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const soundsIn = (html: string): string[] =>
  [...html.matchAll(SOUND)].map((m) => decodeEntities(m[1] ?? ''));

export const imagesIn = (html: string): string[] =>
  [...html.matchAll(IMAGE)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));

/** Our Source field: <a href="url">title</a>, or the title alone; the title is the url when none was given. */
export function sourceOf(html: string): { sourceUrl?: string; sourceTitle?: string } {
  const link = /<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/i.exec(html);
  if (!link) {
    const title = htmlToText(html);
    return title ? { sourceTitle: title } : {};
  }
  const sourceUrl = decodeEntities(link[1] ?? '');
  const title = htmlToText(link[2] ?? '');
  return { sourceUrl, sourceTitle: title === sourceUrl ? '' : title };
}
