// The shape and defaults of what the learner chooses on the options page and in the popup. Kept
// apart from storage.ts so the popup and options pages can use them without loading the storage items.
import { DEFAULT_CATEGORY } from '../../shared/words/rules';

export interface Settings {
  /** The category of words saved from pages and the popup; 'No' for none. */
  defaultCategory: string;
  /** Translate the word and its sentence when saving from a page. */
  translateAutomatically: boolean;
}

export const DEFAULT_SETTINGS: Settings = { defaultCategory: DEFAULT_CATEGORY, translateAutomatically: true };
