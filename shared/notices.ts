// Constants of the notices (toasts) every client shows (SPEC §8, §9).

/** A notice disappears after 2 seconds. */
export const TOAST_MS = 2000;
