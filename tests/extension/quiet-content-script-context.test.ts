// The context every content script gets (extension/lib/quiet-content-script-context.ts): WXT's
// posts its start to the page's window and dispatches it on the document, which any page hears;
// this one says nothing and still stops with the extension (docs/decisions/0035-marks-threat-model.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { QuietContentScriptContext } from '../../extension/lib/quiet-content-script-context';

afterEach(() => vi.restoreAllMocks());

describe('the quiet content script context', () => {
  it('posts no window message and dispatches no document event when it starts', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const dispatched = vi.spyOn(document, 'dispatchEvent');
    const context = new QuietContentScriptContext('marking');
    expect(posted).not.toHaveBeenCalled();
    expect(dispatched).not.toHaveBeenCalled();
    // WXT's own context, started the same way, announces itself on both: the spies can see it.
    new ContentScriptContext('marking');
    expect(posted).toHaveBeenCalled();
    expect(dispatched).toHaveBeenCalled();
    expect(context.isValid).toBe(true);
  });

  it('is invalidated as WXT invalidates its own, and runs its listeners', () => {
    const context = new QuietContentScriptContext('marking');
    const invalidated = vi.fn();
    context.onInvalidated(invalidated);
    context.notifyInvalidated();
    expect(context.isValid).toBe(false);
    expect(invalidated).toHaveBeenCalledTimes(1);
  });
});
