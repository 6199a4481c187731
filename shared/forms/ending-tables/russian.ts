// The inflectional endings of Russian (shared/forms/endings.ts).
import { type Ending, pairs } from './pairs';

/**
 * Russian reflexive verbs: each ending of a verb in -ть with -ся after a consonant and -сь after a
 * vowel (воплощаться → воплощаешься, воплощаясь; пользоваться → пользуюсь, пользуйся).
 */
const russianReflexive = (verbEndings: readonly Ending[]): Ending[] =>
  verbEndings
    .filter(([, dictionary]) => dictionary.endsWith('ть'))
    .map(([form, dictionary]) => [form + (/[аеёиоуыэюя]$/.test(form) ? 'сь' : 'ся'), `${dictionary}ся`]);

const RUSSIAN_VERBS: readonly Ending[] = [
  ...pairs('ать', 'аю аешь ает аем аете ают ал ала ало али ай айте ая'),
  ...pairs('ять', 'яю яешь яет яем яете яют ял яла яло яли яй яйте яя'),
  ...pairs('ить', 'ю ишь ит им ите ят ат ил ила ило или и ите ь ьте'),
  ...pairs('еть', 'ю ишь ит им ите ят ел ела ело ели'),
  // -овать/-евать verbs: экспериментировать → экспериментирую, экспериментируешь, экспериментируй.
  ...pairs('овать', 'ую уешь ует уем уете уют уй уйте уя'),
  ...pairs('евать', 'юю юешь юет юем юете юют юй юйте юя'),
  ...pairs('авать', 'аю аешь ает аем аете ают авай авайте авая'),
  ...pairs('уть', 'у ешь ет ем ете ут и ите ул ула уло ули ув'),
  ...pairs('ыть', 'ою оешь оет оем оете оют ой ойте ыл ыла ыло ыли'),
  // Gerunds of the past: вытаращив, вытаращившись.
  ...pairs('ть', 'в вши'),
];

export const RUSSIAN: readonly Ending[] = [
  ...pairs('', 'а у ом е ы ов ам ами ах и ей ям ями ях'),
  ...pairs('а', 'ы е у ой ою ам ами ах'),
  ...pairs('я', 'и е ю ей ею ям ями ях'),
  ...pairs('о', 'а у ом е'),
  ...pairs('ь', 'и ей ям ями ях ю ью'),
  ...pairs('ый', 'ая ое ые ого ому ым ом ой ую ых ыми'),
  ...pairs('ий', 'ая ое ие его ему им ем ей юю их ими'),
  ...RUSSIAN_VERBS,
  ...russianReflexive(RUSSIAN_VERBS),
  // Adjectives in -кий, -гий, -хий and in stressed -ой (внутриполитической, пристежного).
  ...pairs('ий', 'ой ую ого ому ом'),
  ...pairs('ой', 'ая ое ые ого ому ым ом ую ых ыми ою'),
  // Short forms: неразговорчив, выручен of вырученный.
  ['', 'ый'],
  ...pairs('ый', 'а о ы'),
  ...pairs('нный', 'н на но ны'),
  // Participles in -ся: утраивавшийся → утраивавшаяся, задёрнувшегося.
  ...pairs('ийся', 'аяся ееся иеся егося емуся имся емся ейся уюся ихся имися еюся'),
];
