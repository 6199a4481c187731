// The lookup card's rules, inside the closed root: light, and the browser's dark scheme.
export const LOOKUP_CARD_CSS = `
.lookup { position: absolute; pointer-events: none; width: max-content; max-width: min(22rem, calc(100vw - 16px));
  box-sizing: border-box; padding: 10px 12px; border-radius: 8px; background: #fff; color: #1d2433;
  font: 14px/1.4 system-ui, sans-serif; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); border: 1px solid #d0d5dd;
  text-align: start; direction: ltr; writing-mode: horizontal-tb; }
.lookup[hidden] { display: none; }
.lookup.interactive { pointer-events: auto; }
.lookup p { margin: 0 0 4px; overflow-wrap: anywhere; }
.lookup .heading { font-weight: 600; font-size: 15px; unicode-bidi: plaintext; }
.lookup .engine { color: #475467; font-size: 12px; }
.lookup .definitions { margin: 0 0 4px; padding-inline-start: 1.2em; }
.lookup .definitions:empty, .lookup .note:empty, .lookup .status:empty, .lookup .translation:empty { display: none; }
.lookup .note { color: #475467; font-style: italic; }
.lookup .score { display: inline-block; padding: 1px 8px; border-radius: 999px; color: #fff; font-size: 12px; }
.lookup .actions { display: flex; gap: 8px; margin-top: 6px; flex-wrap: wrap; }
.lookup button, .lookup a { font: inherit; color: #1849a9; }
.lookup button { padding: 2px 10px; border: 1px solid #1849a9; border-radius: 6px; background: #fff; cursor: pointer; }
.lookup button[hidden] { display: none; }
.lookup :focus-visible, .lookup:focus-visible { outline: 2px solid #1849a9; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .lookup { background: #1f2430; color: #e6e8ee; border-color: #3a4252; box-shadow: 0 4px 16px rgb(0 0 0 / 0.5); }
  .lookup .engine, .lookup .note { color: #b4bccb; }
  .lookup button, .lookup a { color: #9cc0ff; }
  .lookup button { background: #1f2430; border-color: #9cc0ff; }
  .lookup :focus-visible, .lookup:focus-visible { outline-color: #9cc0ff; }
}
`;
