// The offline banner's text, apart from the other offline rules (rules.ts, which re-exports it):
// the banner is on every page, the landing page included, and a bundler puts a module that page
// imports in its entry chunk whole, with every message of the offline feature.

/** The banner's text: offline or not, and how many changes wait to be sent. */
export function offlineBannerText(online: boolean, waiting: number): string {
  const changes = `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`;
  if (!online) return waiting > 0 ? `Offline, ${changes}` : 'Offline';
  return `Sending, ${changes}`;
}
