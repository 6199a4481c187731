// The notice shown on the page after "Save to Wordhoard": a small toast at the top centre, green for
// success and red for a problem, gone after 2 s (SPEC §8). It lives in a closed shadow root so the
// page's styles and scripts can neither break nor read it. A word that waits for the server gets a
// neutral toast: nothing went wrong, nothing is done yet.
import { browser } from 'wxt/browser';
import { TOAST_MS } from '../../shared/notices';

export type ToastKind = 'success' | 'info' | 'error';

/** A button in the toast that sends the background one message (lib/messages.ts's envelope). */
export interface ToastAction {
  label: string;
  envelope: { channel: string; name: string; request: unknown };
}

/**
 * Runs in the page, so it must carry everything it uses: the browser serialises the function alone.
 * A toast already showing is replaced, so quick saves never stack.
 */
export function showToastInPage(
  message: string,
  kind: ToastKind,
  durationMs: number,
  action?: ToastAction,
): void {
  const store = globalThis as typeof globalThis & { wordhoardToast?: { host: Element; timer: number } };
  if (store.wordhoardToast) {
    clearTimeout(store.wordhoardToast.timer);
    store.wordhoardToast.host.remove();
  }
  // A custom element name no page styles by tag, and inline !important beats the page's rules.
  const host = document.createElement('wordhoard-toast');
  host.style.setProperty('all', 'initial', 'important');
  host.style.setProperty('position', 'fixed', 'important');
  host.style.setProperty('inset', '16px 0 auto 0', 'important');
  host.style.setProperty('display', 'flex', 'important');
  host.style.setProperty('justify-content', 'center', 'important');
  host.style.setProperty('pointer-events', 'none', 'important');
  host.style.setProperty('z-index', '2147483647', 'important');
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = `
    .toast { pointer-events: auto; max-width: min(440px, calc(100vw - 32px)); padding: 10px 16px;
      border-radius: 10px; font: 500 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
      color: #fff; box-shadow: 0 6px 24px rgb(0 0 0 / 0.25); overflow-wrap: anywhere;
      animation: enter 160ms ease-out; }
    .success { background: #1b7f3b; }
    .info { background: #3a3a3e; }
    .error { background: #c62828; }
    @media (prefers-color-scheme: dark) {
      .success { background: #2e9b52; } .info { background: #55555b; } .error { background: #d84343; } }
    .toast button { margin-inline-start: 12px; padding: 4px 10px; border: 1px solid #fff;
      border-radius: 6px; background: transparent; color: inherit; font: 600 13px/1.3 inherit;
      cursor: pointer; }
    .toast button:hover, .toast button:focus-visible { background: rgb(255 255 255 / 0.18);
      outline: 2px solid #fff; outline-offset: 2px; }
    @media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
    @keyframes enter { from { opacity: 0; transform: translateY(-8px); } }`;
  const toast = document.createElement('div');
  toast.className = `toast ${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.textContent = message;
  root.append(style, toast);
  (document.body ?? document.documentElement).append(host);
  const close = () => {
    host.remove();
    if (store.wordhoardToast?.host === host) store.wordhoardToast = undefined;
  };
  const timer = window.setTimeout(close, durationMs);
  store.wordhoardToast = { host, timer };
  if (!action) return;
  // The offer's button: one click or, as it takes the focus, Enter; Escape lets it go. It sends
  // the background the envelope it was given, from this isolated world, never the page's.
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = action.label;
  button.addEventListener('click', () => {
    clearTimeout(timer);
    close();
    // Firefox names the extension API `browser`, Chrome `chrome`: this runs without WXT's import.
    type Runtime = { runtime: { sendMessage(message: unknown): Promise<unknown> } };
    const scope = globalThis as { browser?: Runtime; chrome?: Runtime };
    void (scope.browser ?? scope.chrome)?.runtime.sendMessage(action.envelope);
  });
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    clearTimeout(timer);
    close();
  });
  toast.append(button);
  button.focus({ preventScroll: true });
}

/** Shows the notice in the tab's top frame; pages no extension may script get none. */
export async function showPageToast(
  tabId: number,
  message: string,
  kind: ToastKind,
  action?: { action: ToastAction; durationMs: number },
): Promise<void> {
  try {
    await browser.scripting.executeScript({
      target: { tabId },
      func: showToastInPage,
      args: action ? [message, kind, action.durationMs, action.action] : [message, kind, TOAST_MS],
    });
  } catch {
    // The browser's own pages: nothing to show the notice in.
  }
}
