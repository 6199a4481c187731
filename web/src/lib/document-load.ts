// The document as the browser loaded it, for the few places where a page needs the server's answer
// for its own path (its headers, the Content-Security-Policy among them) rather than client-side
// navigation. A module of its own so that tests can stand in for the browser's navigation.

/** The path this document was loaded from; later client-side navigation does not change it. */
export function documentPath(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return new URL(navigation?.name || window.location.href).pathname;
}

/** Leaves this document for a fresh load of `path`; `replace` keeps the history entry count. */
export function loadDocument(path: string, { replace }: { replace: boolean }): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
