// Which server the popup talks to, and the way to the options page where it is changed: a learner
// whose sign-in fails, or who has an account elsewhere, sees at once where the extension points.
import type { MouseEvent } from 'react';
import { browser } from 'wxt/browser';

function openOptions(event: MouseEvent<HTMLAnchorElement>) {
  // The browser's own place for the options (Chrome's dialog, Firefox's add-ons page); the link's
  // address serves a middle click.
  event.preventDefault();
  void browser.runtime.openOptionsPage();
}

export function PopupFooter({ serverUrl }: { serverUrl: string }) {
  return (
    <footer className="popup-footer small muted">
      <span className="popup-server" title={serverUrl}>
        Server: {serverUrl.replace(/^https?:\/\//, '')}
      </span>
      <a href="/options.html" target="_blank" rel="noreferrer" onClick={openOptions}>
        Options
      </a>
    </footer>
  );
}
