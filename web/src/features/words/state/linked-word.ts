// The word a link to one word (/words/list?word=<uuid>) brings into view: the list scrolls to it
// and marks its row. A new object per link, so following the same link again scrolls again.
import { atom } from 'jotai';

export const linkedWordAtom = atom<{ uuid: string } | null>(null);
