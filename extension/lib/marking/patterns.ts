// The host permissions page marking asks for. A leaf, so wxt.config.ts can list them as optional.

/** The host permissions "every site" asks for. */
export const EVERY_SITE_PATTERNS = ['http://*/*', 'https://*/*'];

/**
 * The host permission one site asks for: its scheme and host, on every port. Firefox refuses a
 * port in a match pattern (its permissions.contains answers false for one, so marking a site on
 * a port never switched on there); a pattern without one matches every port in both browsers.
 * Which port is marked is still decided by the switched-on origins (sites.ts).
 */
export const sitePattern = (origin: string): string => {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
};
