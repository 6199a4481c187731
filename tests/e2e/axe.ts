// axe-core in the page under test. Injected through the DevTools protocol (page.evaluate), which
// the server's strict Content-Security-Policy does not govern, so the page is scanned as served.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Every violation axe finds on the page as it is now, one entry per rule. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // Once per loaded document: a screen scanned again at another size or scheme already has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A new size or colour scheme starts the screen's CSS colour transitions, and a notice fades in:
  // scanned half-way, a colour is neither the old nor the new one and its contrast is wrong. Wait
  // for every animation that ends (a spinner's endless one never does), and for those that the
  // end of another starts (a notice's timer bar ends, then the notice fades out), until none runs.
  await page.evaluate(async () => {
    const ending = () =>
      document
        .getAnimations()
        .filter(
          (running) =>
            running.playState === 'running' &&
            Number.isFinite(Number(running.effect?.getComputedTiming().endTime)),
        );
    // A task's turn through a message port: a test's fake clock stops timers, not ports.
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    for (let round = 0; round < 20; round++) {
      const running = ending();
      if (running.length === 0) {
        // What an ending set off (an event handler, a render) gets two tasks to start its own.
        await nextTask();
        await nextTask();
        if (ending().length === 0) return;
        continue;
      }
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
    ).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
}
