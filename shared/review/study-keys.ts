// The keys of studying, for the web app's test and the popup's "Due today" alike (SPEC §2
// "Gestures and keys"; docs/decisions/0062-popup-study-keys.md): 1 to 4 answer, U and Ctrl+Z (⌘Z)
// undo, "-" buries and "@" suspends (Anki's keys). Keys are left alone where they already mean
// something: typing in a field, a dialog on top, a focused button or link (Space and Enter press
// it), and shortcuts with a modifier. DOM-only: the clients use it, the API never does.
import { type Grade, isGrade } from './grades';
import { HOLD_TEXTS } from './hold-texts';

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="tab"], [role="link"]';
const IN_DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]';
const OPEN_MODAL = 'dialog[open], [aria-modal="true"]';

/** Bury and suspend the word on the card, as Anki does. */
export const HOLD_KEYS = { bury: '-', suspend: '@' } as const;

/** The undo button's keys, as `aria-keyshortcuts` names them. */
export const UNDO_KEYSHORTCUTS = 'U Control+Z';

/** "Put this word away until tomorrow (-)": a button's title that names its key. */
const titleWithKey = (title: string, key: string) => `${title} (${key})`;

/** Bury and Suspend as a study card shows them (the web test and the popup): name, title, key. */
export const HOLD_BUTTONS = [
  {
    action: 'bury',
    label: HOLD_TEXTS.bury,
    title: titleWithKey(HOLD_TEXTS.buryTitle, HOLD_KEYS.bury),
    key: HOLD_KEYS.bury,
  },
  {
    action: 'suspend',
    label: HOLD_TEXTS.suspend,
    title: titleWithKey(HOLD_TEXTS.suspendTitle, HOLD_KEYS.suspend),
    key: HOLD_KEYS.suspend,
  },
] as const;

/** Whether a key press belongs to something else on the page rather than to the study card. */
export function keyBelongsElsewhere(event: KeyboardEvent, shortcut = false): boolean {
  // A study shortcut (the test's Ctrl+Z) takes its modifier; any other modified key is not ours.
  // AltGr is not a modifier here: some layouts type "@" with it (and report Ctrl+Alt on Windows).
  const altGr = event.getModifierState?.('AltGraph') ?? false;
  const modified = !altGr && (event.altKey || (!shortcut && (event.ctrlKey || event.metaKey)));
  if (event.defaultPrevented || modified) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING) || target?.closest(IN_DIALOG)) return true;
  if ((event.key === ' ' || event.key === 'Enter') && target?.closest(PRESSABLE)) return true;
  return (target?.ownerDocument ?? document).querySelector(OPEN_MODAL) !== null;
}

/** U, or Ctrl+Z (⌘Z on a Mac) without Shift (Ctrl+Shift+Z is redo elsewhere). */
export const isUndoKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'z'
    ? (event.ctrlKey || event.metaKey) && !event.shiftKey
    : event.key.toLowerCase() === 'u' && !event.ctrlKey && !event.metaKey;

/** The grade a key press gives (1 to 4, no Ctrl or ⌘), or null. */
export function gradeOfKey(event: KeyboardEvent): Grade | null {
  if (event.ctrlKey || event.metaKey) return null;
  const grade = Number(event.key);
  return isGrade(grade) ? grade : null;
}

/** The hold a key press asks for, or null. */
export function holdOfKey(event: KeyboardEvent): keyof typeof HOLD_KEYS | null {
  if (event.key === HOLD_KEYS.bury) return 'bury';
  if (event.key === HOLD_KEYS.suspend) return 'suspend';
  return null;
}
