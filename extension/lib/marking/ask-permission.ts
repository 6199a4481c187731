// The browser's question for page marking's host permission. Only a click may ask, so the popup and
// the options page ask before anything else awaits; a browser that cannot ask counts as a refusal.
import { browser } from 'wxt/browser';
import { EVERY_SITE_PATTERNS, sitePattern } from './patterns';

export async function askMarkingPermission(origin: string | null): Promise<boolean> {
  try {
    return await browser.permissions.request({
      origins: origin ? [sitePattern(origin)] : EVERY_SITE_PATTERNS,
    });
  } catch {
    return false;
  }
}
