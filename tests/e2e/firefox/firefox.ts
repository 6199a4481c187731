// Debian's Firefox ESR with the built Firefox extension (dist/extension/firefox-mv3), driven by
// puppeteer-core over WebDriver BiDi for the page (real pointer and keys, trusted events), and by
// the remote debugging protocol (rdp.ts) for the extension's own pages, which BiDi may not open.
import { resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort } from '../server';
import { connectRdp, type RdpConnection } from './rdp';

const EXTENSION = resolve(import.meta.dirname, '../../../dist/extension/firefox-mv3');

export interface FirefoxWithExtension {
  browser: Browser;
  page: Page;
  /** Runs `body` (an async function's body that returns JSON-able data) in the background page. */
  inBackground<T>(body: string): Promise<T>;
  /** Runs `body` in the extension's options page, as the popup's calls run. */
  inOptionsPage<T>(body: string): Promise<T>;
  /** Evaluates `expression` in the extension's content-script world of the tab showing `url`. */
  inContentWorld<T>(url: string, expression: string): Promise<T>;
  close(): Promise<void>;
}

type Target = { url?: string; consoleActor?: string };

export async function launchFirefox(): Promise<FirefoxWithExtension> {
  const debuggerPort = await freePort();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    args: ['--start-debugger-server', String(debuggerPort)],
    extraPrefsFirefox: {
      'devtools.debugger.remote-enabled': true,
      'devtools.chrome.enabled': true,
      'devtools.debugger.prompt-connection': false,
    },
  });
  try {
    const addonId = await browser.installExtension(EXTENSION);
    const rdp = await connectRdp(debuggerPort);
    const targets: Target[] = [];
    rdp.onEvent('target-available-form', (packet) => targets.push(packet.target as Target));
    const { addons } = (await rdp.request('root', 'listAddons')) as unknown as {
      addons: { id: string; actor: string }[];
    };
    const addon = addons.find((candidate) => candidate.id === addonId);
    if (!addon) throw new Error(`Firefox does not list the add-on ${addonId}`);
    const watcher = await rdp.request(addon.actor, 'getWatcher', { isServerTargetSwitchingEnabled: true });
    await rdp.request(String(watcher.actor), 'watchTargets', { targetType: 'frame' });
    const consoleOf = async (ending: string) => {
      for (let tries = 0; tries < 100; tries++) {
        const found = targets.find((target) => target.url?.endsWith(ending))?.consoleActor;
        if (found) return found;
        await new Promise((later) => setTimeout(later, 100));
      }
      throw new Error(`the extension's ${ending} did not open`);
    };
    const background = await consoleOf('/_generated_background_page.html');
    const run = <T>(actor: string, body: string) => evaluate<T>(rdp, actor, body);
    let options: string | null = null;
    const page = await browser.newPage();
    return {
      browser,
      page,
      inBackground: (body) => run(background, body),
      async inOptionsPage(body) {
        if (!options) {
          await run(background, 'await browser.runtime.openOptionsPage(); return true;');
          options = await consoleOf('/options.html');
        }
        return run(options, body);
      },
      inContentWorld: (url, expression) =>
        run(
          background,
          `const tabs = await browser.tabs.query({});
           const tab = tabs.find((candidate) => candidate.url === ${JSON.stringify(url)});
           if (!tab) throw new Error('no tab shows ${url}');
           const [frame] = await browser.scripting.executeScript({
             target: { tabId: tab.id },
             func: () => JSON.stringify(${expression}),
           });
           return JSON.parse(frame.result);`,
        ),
      async close() {
        rdp.close();
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Evaluates an async body in a console actor; its value travels as JSON text. */
async function evaluate<T>(rdp: RdpConnection, actor: string, body: string): Promise<T> {
  const text = `(async () => JSON.stringify(await (async () => { ${body} })()))()`;
  // The result can come in the same packet batch as the reply naming it: listen before asking.
  const results = new Map<unknown, Record<string, unknown>>();
  let deliver: (packet: Record<string, unknown>) => void = () => undefined;
  let wanted: unknown;
  const arrived = new Promise<Record<string, unknown>>((resolve) => {
    deliver = resolve;
  });
  const stop = rdp.onEvent('evaluationResult', (packet) => {
    if (packet.from !== actor) return;
    if (packet.resultID === wanted) deliver(packet);
    else results.set(packet.resultID, packet);
  });
  try {
    const started = await rdp.request(actor, 'evaluateJSAsync', { text, mapped: { await: true } });
    wanted = started.resultID;
    const early = results.get(wanted);
    if (early) deliver(early);
    const done = await arrived;
    if (done.exceptionMessage) throw new Error(String(done.exceptionMessage));
    const result = done.result as string | { type: string } | undefined;
    if (typeof result === 'object' && result?.type === 'undefined') return undefined as T;
    if (typeof result !== 'string')
      throw new Error(`the answer was not JSON text: ${JSON.stringify(result)}`);
    return JSON.parse(result) as T;
  } finally {
    stop();
  }
}
