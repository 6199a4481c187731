// The defaults of what the learner chooses on the options page and in the popup (the shape is in
// message-types.ts). Kept apart from storage.ts so the popup and options pages can use them without
// loading the storage items.
import { DEFAULT_CATEGORY } from '../../shared/words/rules';
import type { Settings } from './message-types';

export const DEFAULT_SETTINGS: Settings = { defaultCategory: DEFAULT_CATEGORY, translateAutomatically: true };
