// The host permissions page marking asks for. A leaf, so wxt.config.ts can list them as optional.

/** The host permissions "every site" asks for. */
export const EVERY_SITE_PATTERNS = ['http://*/*', 'https://*/*'];

/** The host permission one site asks for. */
export const sitePattern = (origin: string): string => `${origin}/*`;
