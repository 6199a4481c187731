// The two CommonJS tables of wink-lexicon that shared/forms reads; the package ships no types.
declare module 'wink-lexicon/src/irregular-verbs.js' {
  /** Every form of an irregular verb → its base form ("went" → "go"). */
  const verbs: Record<string, string>;
  export default verbs;
}

declare module 'wink-lexicon/src/irregular-nouns.js' {
  /** `singular`: irregular plural → singular ("mice" → "mouse"); `plural` the other way. */
  const nouns: { singular: Record<string, string>; plural: Record<string, string> };
  export default nouns;
}
