// One case per rule of shared/forms/endings.ts and alternations.ts added against Hunspell's forms
// (docs/decisions/0063-hunspell-measured.md): each fails without its rule. Stems and rules only,
// no irregular table, so a table's entry cannot stand in for a rule.
import { describe, expect, it } from 'vitest';
import { loadStemmerForms } from '../../../shared/forms/word-forms';

type Case = readonly [language: string, form: string, saved: string, rule: string];

const FORMS: readonly Case[] = [
  ['es', 'abombándose', 'abombar', 'a pronoun joined to a gerund'],
  ['es', 'acunarte', 'acunar', 'a pronoun joined to an infinitive'],
  ['es', 'currármelo', 'currar', 'two pronouns joined to an infinitive'],
  ['es', 'aseguradla', 'asegurar', 'a pronoun joined to the vosotros imperative'],
  ['es', 'asegúrala', 'asegurar', 'a pronoun joined to the tú imperative'],
  ['es', 'asegurémonos', 'asegurar', 'the nosotros imperative with nos'],
  ['es', 'abronqué', 'abroncar', 'c written qu before e'],
  ['es', 'coaliguéis', 'coaligar', 'g written gu before e'],
  ['es', 'desautoricé', 'desautorizar', 'z written c before e'],
  ['es', 'compadezco', 'compadecer', 'zc of a -cer verb before o'],
  ['es', 'concebíais', 'concebir', 'the imperfect of vosotros in -íais'],
  ['es', 'compadeciereis', 'compadecer', 'the future subjunctive'],
  ['es', 'pienso', 'pensar', 'e → ie under stress'],
  ['es', 'pierden', 'perder', 'e → ie in an -er verb'],
  ['es', 'prefiero', 'preferir', 'e → ie in an -ir verb before r'],
  ['es', 'pido', 'pedir', 'e → i in an -ir verb'],
  ['es', 'concibieron', 'concebir', 'e → i in the preterite'],
  ['fr', 'acérâmes', 'acérer', 'the passé simple plural'],
  ['fr', 'abordassiez', 'aborder', 'the imperfect subjunctive'],
  ['fr', 'agréions', 'agréer', '-ions after a stem in a vowel'],
  ['fr', 'chargeons', 'charger', 'the e kept by -ger verbs'],
  ['fr', 'attiédîmes', 'attiédir', 'the passé simple of -ir verbs'],
  ['fr', 'attiédiront', 'attiédir', 'the future of -ir verbs'],
  ['fr', 'aléseuse', 'aléseur', 'the feminine of -eur'],
  ['it', 'accennasti', 'accennare', 'the passato remoto of -are'],
  ['it', 'accennerebbero', 'accennare', 'the conditional of -are'],
  ['it', 'accenneranno', 'accennare', 'the future of -are'],
  ['it', 'accennino', 'accennare', 'the present subjunctive of -are'],
  ['it', 'accennassimo', 'accennare', 'the imperfect subjunctive of -are'],
  ['it', 'cercherebbe', 'cercare', 'c written ch before e'],
  ['it', 'paghino', 'pagare', 'g written gh before i'],
  ['it', 'temeste', 'temere', 'the passato remoto of -ere'],
  ['it', 'temerebbero', 'temere', 'the conditional of -ere'],
  ['it', 'temessimo', 'temere', 'the imperfect subjunctive of -ere'],
  ['it', 'accadettero', 'accadere', 'the passato remoto of -ere in -etti'],
  ['it', 'aggancino', 'agganciare', 'the i of -ciare lost before i'],
  ['it', 'dormirebbero', 'dormire', 'the conditional of -ire'],
  ['it', 'dormissimo', 'dormire', 'the imperfect subjunctive of -ire'],
  ['ru', 'шепчу', 'шептать', 'т → ч through the present of an -ать verb'],
  ['ru', 'пишешь', 'писать', 'с → ш through the present of an -ать verb'],
  ['ru', 'ищу', 'искать', 'ск → щ'],
  ['ru', 'люблю', 'любить', 'б → бл in the first person of an -ить verb'],
  ['ru', 'хожу', 'ходить', 'д → ж in the first person of an -ить verb'],
  ['ru', 'зрачка', 'зрачок', 'the fleeting vowel of -ок'],
  ['ru', 'отцом', 'отец', 'the fleeting vowel of -ец'],
  ['ru', 'угла', 'угол', 'the fleeting vowel of -ол'],
  ['ru', 'встаёшь', 'вставать', 'the present of -авать verbs'],
  ['ru', 'спугнёшь', 'спугнуть', 'the -нуть verbs'],
  ['ru', 'размоешь', 'размыть', 'the -ыть verbs'],
  ['ru', 'внутриполитической', 'внутриполитический', 'adjectives in -кий'],
  ['ru', 'пристежного', 'пристежной', 'adjectives in stressed -ой'],
  ['ru', 'неразговорчив', 'неразговорчивый', 'the short form'],
  ['ru', 'выручен', 'вырученный', 'the short form of a participle in -нный'],
  ['ru', 'утраивавшаяся', 'утраивавшийся', 'participles in -ся'],
  ['ru', 'воплощаешься', 'воплощаться', 'reflexive verbs after a consonant'],
  ['ru', 'пользуюсь', 'пользоваться', 'reflexive verbs after a vowel'],
  ['ru', 'вытаращившись', 'вытаращиться', 'the reflexive past gerund'],
  ['ru', 'поливая', 'поливать', 'the present gerund'],
  ['ru', 'прицепляя', 'прицеплять', 'the -ять verbs'],
  ['ru', 'попарьтесь', 'попариться', 'the imperative in -ь'],
  ['nl', 'bestelbonnen', 'bestelbon', "a short vowel's consonant doubled before -en"],
  ['nl', 'dolle', 'dol', "a short vowel's consonant doubled before -e"],
  ['nl', 'diefje', 'dief', 'the diminutive in -je'],
  ['nl', 'bewonertjes', 'bewoner', 'the diminutive in -tje'],
  ['nl', 'museumpje', 'museum', 'the diminutive in -pje'],
  ['nl', 'duurder', 'duur', 'the comparative in -der'],
  ['pt', 'acatarataríeis', 'acataratar', 'the conditional'],
  ['pt', 'acataratáramos', 'acataratar', 'the pluperfect'],
  ['pt', 'comprimísseis', 'comprimir', 'the imperfect subjunctive'],
  ['pt', 'chasqueio', 'chasquear', 'the ei of -ear verbs'],
  ['pt', 'esfoleguemos', 'esfolegar', 'g written gu before e'],
  ['pt', 'abaronamo', 'abaronar', '-mos without its s before an enclitic (abaronamo-lo)'],
  ['pt', 'açoitaremo', 'açoitar', 'the future without its s before a mesoclitic'],
  ['pt', 'anseia', 'ansiar', 'the ei of -iar verbs of the mario group'],
  ['pt', 'protejo', 'proteger', 'g written j before o'],
  ['pt', 'margens', 'margem', 'the plural of -m in -ns'],
  ['pt', 'catalã', 'catalão', 'the feminine of -ão in -ã'],
  ['pt', 'compusemos', 'compor', 'a verb of pôr'],
  ['en', 'buffed', 'buff', '-ed after a doubled consonant that the stemmer undoubles'],
  ['en', 'firmest', 'firm', 'the superlative'],
  ['de', 'freundlicheren', 'freundlich', 'the comparative declined'],
  ['de', 'handfesteste', 'handfest', 'the superlative declined'],
  ['de', 'potentester', 'potent', 'a superlative declined, five letters longer than its adjective'],
  ['de', 'funkelnde', 'funkeln', 'the present participle declined'],
  ['de', 'abschuftetet', 'abschuften', 'ihr in the past'],
  ['de', 'funkle', 'funkeln', 'the first person of an -eln verb'],
];

/** Words the rules must not take for forms: another word that the changed stem would spell. */
const NOT_FORMS: readonly Case[] = [
  ['es', 'miedo', 'medir', 'e → ie is not made in -ir verbs but before r or nt'],
  ['ru', 'писатель', 'писать', 'a derived noun'],
  ['ru', 'вставлю', 'вставать', 'в → вл is not made in -ать verbs'],
  ['ru', 'отцовский', 'отец', 'a derived adjective'],
  ['nl', 'visser', 'vis', 'a doubled consonant is not made before -er'],
  ['en', 'flower', 'flow', '-er is not made forwards'],
  ['en', 'hope', 'hop', '-ing is made forwards only after a doubled consonant'],
];

describe('the rules made against Hunspell forms', () => {
  it.each(FORMS)('%s: "%s" is a form of "%s" (%s)', async (language, form, saved) => {
    const forms = await loadStemmerForms(language);
    expect(forms?.isFormOf(form, saved)).toBe(true);
  });

  it.each(NOT_FORMS)('%s: "%s" is not a form of "%s" (%s)', async (language, form, saved) => {
    const forms = await loadStemmerForms(language);
    expect(forms?.isFormOf(form, saved)).toBe(false);
  });
});
