// When the FSRS optimizer fits a learner's own parameters (docs/decisions/0024-fsrs-optimizer.md).

/** A learner's answers (not undone) before the first fit: on fewer, a fit follows noise. */
export const FIT_FIRST_AT_REVIEWS = 1000;
/** Answers since the last fit before the next one. */
export const FIT_EVERY_REVIEWS = 1000;
/** At most one fit a day per learner, however fast the answers come. */
export const FIT_AT_MOST_EVERY_MS = 24 * 60 * 60 * 1000;
