// Values wxt.config.ts defines at build time (see extension/lib/app-url.ts).
interface ImportMetaEnv {
  /** Origin of the Wordhoard server this build talks to; absent in unit tests. */
  readonly WXT_APP_URL?: string;
}
