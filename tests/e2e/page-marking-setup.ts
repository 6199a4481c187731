// What the page-marking end-to-end tests share: a learner with saved words in several languages,
// the fixture pages served from their own origin, and the calls that read the marks of a page from
// the extension's own world (never through an API the page shares).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inExtensionWorld } from './extension-world';
import { encyclopediaPage } from './fixtures/pages/encyclopedia';

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

export interface SavedFixtureWord {
  word: string;
  wordTranslation: string;
  language: string;
  score: number;
}

export async function saveWords(
  server: { url: string },
  token: string,
  words: readonly SavedFixtureWord[] = SAVED_WORDS,
): Promise<void> {
  for (const saved of words) {
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
    // The query is the page's own business (the hostile page reads the extension's id from it).
    const name = new URL(request.url ?? '/', 'http://pages').pathname.slice(1);
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

/** The extension's id, from its service worker. */
function extensionIdOf(page: Page): string {
  const worker = page.context().serviceWorkers()[0];
  if (!worker) throw new Error('the extension has no service worker');
  return new URL(worker.url()).host;
}

/**
 * Asks the content script's probe (extension/entrypoints/marking.content.ts) in its own world:
 * `select` is an expression over `probe` ({ painted: { text, score, range }[], card }) run there,
 * with the page's DOM at hand. Before the content script has started on the page, `fallback`.
 */
export async function fromProbe<T>(page: Page, select: string, fallback: T): Promise<T> {
  const probe = "globalThis[Symbol.for('wordhoard.marking.probe')]?.() ?? { painted: [], card: null }";
  return inExtensionWorld<T>(page, extensionIdOf(page), `((probe) => ${select})(${probe})`).catch(
    () => fallback,
  );
}
/** The words painted near the view, as the extension holds them. */
export function paintedWords(page: Page): Promise<string[]> {
  return fromProbe(page, 'probe.painted.map((mark) => mark.text)', []);
}

/** The marked words painted near the view, by score. */
export async function markedWords(page: Page): Promise<Record<string, string[]>> {
  const painted = await fromProbe<{ text: string; score: number }[]>(
    page,
    'probe.painted.map(({ text, score }) => ({ text, score }))',
    [],
  );
  const marked: Record<string, string[]> = { 1: [], 2: [], 3: [] };
  for (const { text, score } of painted) marked[score]?.push(text);
  return marked;
}

/** How many marks are painted inside the elements `selector` finds, by their first text node. */
export function paintedInside(page: Page, selector: string): Promise<number> {
  const inside = `[...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => element.contains(mark.range.startContainer))`;
  return fromProbe(page, `probe.painted.filter((mark) => ${inside}).length`, 0);
}

/** How many marks are painted, and whether any sits inside the page's forms. */
export function markSummary(page: Page): Promise<{ count: number; inForm: number }> {
  const inForm =
    "probe.painted.filter((mark) => mark.range.startContainer.parentElement?.closest('form')).length";
  return fromProbe(page, `({ count: probe.painted.length, inForm: ${inForm} })`, { count: 0, inForm: 0 });
}

/** The word of the card shown (or its notice), null when no card is shown. */
export function cardShown(page: Page): Promise<string | null> {
  return fromProbe(page, 'probe.card', null);
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
    shadowRootType?: string;
  };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const find = (node: DomNode): DomNode | null => {
    // Wordhoard's host: a <div> under <html> with a closed shadow root.
    if (node.nodeName === 'DIV' && node.shadowRoots?.[0]?.shadowRootType === 'closed') return node;
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
    const classes = attributes.includes('class') ? (attributes[attributes.indexOf('class') + 1] ?? '') : '';
    if (classes.split(' ').includes('card')) {
      hidden = attributes.includes('hidden');
    }
    if (node.nodeName === 'STYLE') return;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
  };
  const host = find(root);
  if (host) walk(host);
  return { texts, hidden, link };
}
