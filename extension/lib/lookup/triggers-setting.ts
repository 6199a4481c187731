// Which triggers open the lookup card, chosen on the options page; read back through checks like
// every stored value.
import { storage } from 'wxt/utils/storage';
import { DEFAULT_LOOKUP_TRIGGERS, type LookupTriggers } from '../../../shared/lookup/texts';
import { boolean, fieldOf, orDefault } from '../../../shared/shape';

export const lookupTriggersItem = storage.defineItem<LookupTriggers>('local:lookupTriggers', {
  fallback: DEFAULT_LOOKUP_TRIGGERS,
  version: 1,
});

export async function readLookupTriggers(): Promise<LookupTriggers> {
  const stored: unknown = await lookupTriggersItem.getValue();
  const read = (name: keyof LookupTriggers) =>
    orDefault(fieldOf(stored, name), boolean, DEFAULT_LOOKUP_TRIGGERS[name]);
  return {
    shiftHover: read('shiftHover'),
    altClick: read('altClick'),
    keyboard: read('keyboard'),
    longPress: read('longPress'),
  };
}
