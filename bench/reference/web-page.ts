// The reference page of the web figures: plain DOM work of the same kind as the words list (fetch
// 10,000 words as JSON, parse, sort, draw the first rows of a table; then a filter that sorts and
// draws again), with no framework. It marks 'reference-ready' when drawn and measures each
// 'reference-filter' as the list does (with ?light, 1,000 words: Lighthouse's reference page), so the list's figures can be judged against it in turns.
import { createServer, type Server } from 'node:http';
import { makeWords } from '../shared-filter';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head>
<body><h1>Reference</h1><select id="score"><option>All</option><option>1</option><option>2</option><option>3</option></select>
<table><tbody id="rows"></tbody></table>
<script type="module">
const rows = document.getElementById('rows');
const byWord = (a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
function draw(words) {
  rows.replaceChildren(...words.slice(0, 30).map((w) => {
    const tr = document.createElement('tr');
    for (const text of [w.word, w.wordTranslation, w.category, String(w.score), w.date.slice(0, 10)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }));
  return document.body.offsetHeight;
}
const words = await (await fetch('/reference/words.json' + location.search)).json();
draw(words.slice().sort(byWord));
performance.mark('reference-ready');
document.getElementById('score').addEventListener('change', (event) => {
  const start = performance.now();
  const score = event.target.value;
  draw(words.filter((w) => score === 'All' || String(w.score) === score).sort(byWord));
  requestAnimationFrame(() => performance.measure('reference-filter', { start }));
});
</script></body></html>`;

/** Serves the page at /reference/ (10,000 words) and /reference/?light (1,000 words, for Lighthouse). */
export async function startReferenceSite(): Promise<{ url: string; close(): void }> {
  const words = JSON.stringify(makeWords(10_000));
  const light = JSON.stringify(makeWords(1_000));
  const server: Server = createServer((request, response) => {
    const json = request.url?.startsWith('/reference/words.json');
    response.writeHead(200, { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' });
    response.end(json ? (request.url?.endsWith('?light') ? light : words) : PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/reference/`, close: () => server.close() };
}
