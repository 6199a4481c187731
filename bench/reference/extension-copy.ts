// The reference of the popup figure: a minimal page inside a copy of the built extension, opened
// the way the popup is (a new tab on chrome-extension://id/…), that marks 'reference-interactive'
// from a module script once it has drawn a heading. Only the bench's copy has it; the shipped
// build does not.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_DIR } from '../../tests/e2e/browser';

export const REFERENCE_PAGE = 'bench-reference.html';

export function extensionWithReferencePage(): { dir: string; remove(): void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'wordhoard-bench-ext-')), 'chrome-mv3');
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, REFERENCE_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head><body><div id="root"></div><script type="module" src="./bench-reference.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'bench-reference.js'),
    "const h = document.createElement('h1'); h.textContent = 'Reference'; document.getElementById('root').append(h); document.body.offsetHeight; performance.mark('reference-interactive');\n",
  );
  return { dir, remove: () => rmSync(join(dir, '..'), { recursive: true, force: true }) };
}
