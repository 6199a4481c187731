// punycode.js ships no types; these are the two functions shared/accounts/email.ts uses.
declare module 'punycode.js' {
  /** Decodes the `xn--` labels of a domain into Unicode and leaves the others as they are. */
  export function toUnicode(domain: string): string;
  /** Encodes the non-ASCII labels of a domain into `xn--` labels. */
  export function toASCII(domain: string): string;
}
