// Reads page marking's state from the content script's own (isolated) world through the DevTools
// protocol: what the extension painted and shows, which no script of the page can reach. The
// marking tests observe marks this way, never through an API the page shares.
import type { Page } from 'playwright-core';

type ExecutionContext = { id: number; origin: string; auxData?: { type?: string } };

/** Evaluates `expression` in the extension's isolated world of `page`; answers its value. */
export async function inExtensionWorld<T>(page: Page, extensionId: string, expression: string): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const contexts: ExecutionContext[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
    await cdp.send('Runtime.enable');
    const world = contexts.find(
      (context) => context.auxData?.type === 'isolated' && context.origin.includes(extensionId),
    );
    if (!world) throw new Error('the content script has not started on this page');
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: world.id,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  } finally {
    await cdp.detach();
  }
}
