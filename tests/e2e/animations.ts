// Waiting until a screen's animations have ended, before it is scanned or looked at.
import type { Page } from 'playwright-core';

/**
 * Resolves once no animation that ends is running. A new size or colour scheme starts the screen's
 * CSS colour transitions, and a notice fades in: scanned half-way, a colour is neither the old nor
 * the new one and its contrast is wrong. Those the end of another starts (a notice's timer bar
 * ends, then it fades out) are waited for too. A spinner's endless animation is not; one
 * cancelled meanwhile (a transition replaced by another) counts as ended.
 */
export async function animationsSettled(page: Page): Promise<void> {
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
}
