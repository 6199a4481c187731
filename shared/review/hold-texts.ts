// What the app says about suspending, burying and leeches (docs/decisions/0046-steps-suspend-leeches.md).

export const HOLD_MESSAGES = {
  invalidAction: 'The action must be one of: suspend, resume, bury, unbury, unleech.',
} as const;

export const HOLD_TEXTS = {
  suspend: 'Suspend',
  suspendTitle: 'Take this word out of every queue until you resume it',
  bury: 'Bury',
  buryTitle: 'Put this word away until tomorrow',
  resume: 'Resume',
  unbury: 'Unbury',
  unleech: 'Not a leech',
  leechTitle: 'This word is a leech',
  rewrite: 'Rewrite it',
  keepStudying: 'Keep studying it',
  suspendedMark: 'Suspended',
  buriedMark: 'Buried',
  leechMark: 'Leech',
  filterLabel: 'Study state',
  filters: { all: 'All words', leeches: 'Leeches', suspended: 'Suspended', buried: 'Buried' },
  none: { leeches: 'No leeches.', suspended: 'No suspended words.', buried: 'No buried words.' },
} as const;

export type HoldFilter = keyof typeof HOLD_TEXTS.filters;

/** The leech offer: the word was forgotten `lapses` times (Anki's convention). */
export const leechOfferText = (word: string, lapses: number) =>
  `"${word}" was forgotten ${lapses === 1 ? 'once' : `${lapses} times`}. Suspend it, or rewrite it (a new sentence, a picture, a mnemonic) so it sticks.`;

export const suspendedText = (word: string) =>
  `"${word}" is suspended: it is in no queue until you resume it.`;
export const buriedText = (word: string) => `"${word}" is buried until tomorrow.`;
export const resumedText = (word: string) => `"${word}" is back in the queues.`;
