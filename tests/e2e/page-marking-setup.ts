// What the page-marking end-to-end tests share: a learner with saved words in several languages,
// the fixture pages served from their own origin, and the calls that read the marks of a page.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { encyclopediaPage } from './fixtures/pages/encyclopedia';
import type { RunningServer } from './server';

export const SAVED_WORDS = [
  { word: 'harbour', wordTranslation: 'puerto', language: 'en-US', score: 1 },
  { word: 'lantern', wordTranslation: 'linterna', language: 'en-US', score: 2 },
  { word: 'river', wordTranslation: 'río', language: 'en-US', score: 3 },
  { word: 'la bibliothèque', wordTranslation: 'the library', language: 'fr-FR', score: 3 },
  { word: '東京', wordTranslation: 'Tokyo', language: 'ja-JP', score: 1 },
  { word: '経済', wordTranslation: 'economy', language: 'ja-JP', score: 2 },
  { word: 'الكتاب', wordTranslation: 'the book', language: 'ar-SA', score: 1 },
  { word: 'ספר', wordTranslation: 'book', language: 'he-IL', score: 2 },
  { word: 'ice cream', wordTranslation: 'helado', language: 'en-US', score: 2 },
] as const;

export async function saveWords(server: RunningServer, token: string): Promise<void> {
  for (const saved of SAVED_WORDS) {
    const form = new FormData();
    const fields = { ...saved, sentence: '', voice: `${saved.language}-Female`, category: 'No' };
    for (const [name, value] of Object.entries(fields))
      if (name !== 'score') form.append(name, String(value));
    const headers = { authorization: `Bearer ${token}` };
    const added = await fetch(`${server.url}/api/words/add`, { method: 'POST', body: form, headers });
    if (!added.ok) throw new Error(`adding ${saved.word} answered ${added.status}: ${await added.text()}`);
    const { uuid } = (await added.json()) as { uuid: string };
    const path = `/api/words/update/score/${encodeURIComponent(uuid)}/${saved.score}`;
    const scored = await fetch(`${server.url}${path}`, { method: 'PATCH', headers });
    if (!scored.ok) throw new Error(`scoring ${saved.word} answered ${scored.status}`);
  }
}

const FIXTURES = join(import.meta.dirname, 'fixtures', 'pages');

/** Serves the fixture pages on 127.0.0.1 (another origin than Wordhoard's). */
export async function servePages(port: number): Promise<Server> {
  const article = encyclopediaPage();
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    const body = name === 'encyclopedia.html' ? article : readFixture(name);
    response.writeHead(body === null ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return server;
}

function readFixture(name: string): string | null {
  if (!/^[\w-]+\.html$/.test(name)) return null;
  try {
    return readFileSync(join(FIXTURES, name), 'utf8');
  } catch {
    return null;
  }
}

/** The marked words of the page, by score, as the CSS Custom Highlight registry holds them. */
export function markedWords(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const marked: Record<string, string[]> = {};
    for (const score of [1, 2, 3]) {
      const highlight = CSS.highlights.get(`wordhoard-score-${score}`);
      // A word may span text nodes ("la <b>bibliothèque</b>"): read through a live Range.
      marked[score] = [...(highlight ?? [])].map((range) => {
        const live = document.createRange();
        live.setStart(range.startContainer, range.startOffset);
        live.setEnd(range.endContainer, range.endOffset);
        return live.toString();
      });
    }
    return marked;
  });
}

/** How many ranges the highlights hold, and whether any sits inside the form's fields. */
export function markSummary(page: Page) {
  return page.evaluate(() => {
    const ranges = [1, 2, 3].flatMap((score) => [...(CSS.highlights.get(`wordhoard-score-${score}`) ?? [])]);
    const inForm = ranges.filter((range) => range.startContainer.parentElement?.closest('form')).length;
    return { count: ranges.length, inForm };
  });
}

/** The texts inside Wordhoard's closed shadow roots, read through the DevTools protocol. */
export async function cardTexts(page: Page): Promise<{ texts: string[]; hidden: boolean; link: string }> {
  const cdp = await page.context().newCDPSession(page);
  type DomNode = {
    nodeName: string;
    nodeValue?: string;
    attributes?: string[];
    children?: DomNode[];
    shadowRoots?: DomNode[];
  };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const find = (node: DomNode): DomNode | null => {
    if (node.nodeName === 'WORDHOARD-MARKS') return node;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const texts: string[] = [];
  let hidden = true;
  let link = '';
  const walk = (node: DomNode) => {
    if (node.nodeName === 'A') link = node.attributes?.[(node.attributes?.indexOf('href') ?? -2) + 1] ?? '';
    if (node.nodeName === '#text' && node.nodeValue?.trim()) texts.push(node.nodeValue.trim());
    const attributes = node.attributes ?? [];
    if (attributes[attributes.indexOf('class') + 1] === 'card' && attributes.includes('class')) {
      hidden = attributes.includes('hidden');
    }
    if (node.nodeName === 'STYLE') return;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
  };
  const host = find(root);
  if (host) walk(host);
  return { texts, hidden, link };
}
