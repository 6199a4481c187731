// Every form of a word (docs/decisions/0044-word-forms.md): one deinflector for the page marker, the
// lookup card and the duplicate check, in the extension, the web app and the API (index.ts loads it). Two words are
// forms of one when the language's Snowball stemmer gives them the same stem and their lengths differ
// by no more than the language's longest inflectional ending, so a derived word ("organization",
// stem "organ") is not taken for a form of a shorter one ("organ").
import { irregularKeyOf, normaliseForMatch } from '../marking/normalise';
import { ENDINGS, type Ending, madeForms } from './endings';
import type { IrregularTable } from './irregular';
import { formsLanguage, type LanguageRules, loadRules } from './languages';

/**
 * Letters a form may add to its stem, per language: the longest inflectional ending that the
 * recall texts (tests/shared/forms) need, and no more, since each letter allowed lets more derived
 * words through on the control text. German's 5 is its superlative declined after a sibilant or t
 * (potent → potentester, tadellos → tadellosesten).
 */
const LONGEST_ENDING: Record<string, number> = { en: 4, de: 5, nl: 4, es: 6, pt: 6, fr: 6, it: 6, ru: 5 };

/**
 * Words longer than this are matched as written only: the stemmers' regular expressions take up to
 * a tenth of a second on a 10,000-letter "word" (a page's bad input), and no inflected word of
 * these languages is that long.
 */
export const LONGEST_STEMMED = 48;

/** Stems shorter than this are compared as whole words only: "is" and "as" share too much. */
const SHORTEST_STEM = 3;

export interface WordForms {
  readonly language: string;
  /**
   * The stem of a word already normalised for matching (normaliseForMatch), or null when the word
   * is too short to be matched by its forms. Two keys with one stem are forms of one word when
   * their lengths also differ by at most `longestEnding`.
   */
  stemOfKey(key: string): string | null;
  readonly longestEnding: number;
  /**
   * German writes its nouns with a capital: a form met must then agree with the saved word's first
   * letter ("Spieler", player, is no form of "spielen", to play).
   */
  readonly nounsCapitalised: boolean;
  /**
   * Whether a key met, whose stem is a saved key's, can be a form of that key (`savedLength` its
   * length): their lengths differ by one ending at most, and a longer one ends with one of the
   * language's inflectional endings after at most the saved word's letters (irregular forms are
   * found by their table, not by this). Keeps derived words that the stemmer cuts to a saved word's stem ("generally",
   * "university") from being its forms; a shorter one lost its ending ("werk" of "werken"), one as
   * long changed it ("окон" of "окно").
   */
  fitsForm(key: string, savedLength: number): boolean;
  /**
   * The keys under which the forms of a dictionary form (a saved word's key) are found by
   * stemOfKey: its own stem, the stems of the forms its endings make (the stemmer leaves "macht"
   * of "machen" apart). A word too short to stem is its own key. Irregular forms are apart
   * (irregularFormsOf), as written.
   */
  formStemsOf(key: string): string[];
  /** The irregular forms of a dictionary form's key ("went", "gone" of "go"); none without a table. */
  irregularFormsOf(key: string): readonly string[];
  /** Whether a word met can be a form of a dictionary form (a saved word); true for the word itself. */
  isFormOf(form: string, dictionaryForm: string): boolean;
  /** Candidate dictionary forms of a word met: lower case, the word itself first, then the likeliest. */
  dictionaryForms(word: string): string[];
}

class SnowballForms implements WordForms {
  readonly longestEnding: number;
  readonly nounsCapitalised: boolean;
  private readonly stems = new Map<string, string | null>();
  /** Dictionary form's key → its irregular forms' keys. */
  private readonly irregularForms = new Map<string, string[]>();
  /** Irregular form's key → its dictionary forms as written (lower case). */
  private readonly irregularWords = new Map<string, string[]>();
  /** The endings as keys are written (no accents, lower case), to make forms of keys. */
  private readonly endings: readonly Ending[];
  /** The endings forms have, looked up by a key's last letters (hundreds in Spanish). */
  private readonly formEndings: ReadonlySet<string>;
  private readonly longestFormEnding: number;

  constructor(
    readonly language: string,
    private readonly rules: LanguageRules,
  ) {
    this.longestEnding = LONGEST_ENDING[language] ?? 4;
    this.nounsCapitalised = language === 'de';
    this.endings = (ENDINGS[language] ?? []).map(([form, dictionary]) => [
      normaliseForMatch(form, language),
      normaliseForMatch(dictionary, language),
    ]);
    this.formEndings = new Set(this.endings.map(([form]) => form).filter((form) => form !== ''));
    this.longestFormEnding = Math.max(0, ...[...this.formEndings].map((form) => form.length));
    // Keys drop accents ("wäre" is looked up as "ware"), so the tables are read by key; a short
    // one keeps its accent (irregularKeyOf: "à" is not "a" of "avoir").
    // The table is read as stored, dictionary form → forms; only the way back (a form met → its
    // dictionary forms, for dictionaryForms) is made here.
    for (const [dictionary, forms] of Object.entries(rules.irregular ?? {})) {
      const dictionaryKey = normaliseForMatch(dictionary, language);
      for (const form of forms) {
        const formKey = irregularKeyOf(form, normaliseForMatch(form, language));
        const words = this.irregularWords.get(formKey);
        if (words) words.push(dictionary);
        else this.irregularWords.set(formKey, [dictionary]);
        if (formKey === dictionaryKey) continue;
        const keys = this.irregularForms.get(dictionaryKey);
        if (keys) keys.push(formKey);
        else this.irregularForms.set(dictionaryKey, [formKey]);
      }
    }
  }

  withIrregular(irregular: IrregularTable): SnowballForms {
    return new SnowballForms(this.language, { ...this.rules, irregular });
  }

  /** Irregular forms of a dictionary form's key ("went", "gone" of "go"). */
  irregularFormsOf(key: string): readonly string[] {
    return this.irregularForms.get(key) ?? [];
  }

  fitsForm(key: string, savedLength: number): boolean {
    if (Math.abs(key.length - savedLength) > this.longestEnding) return false;
    // Irregular forms are matched by their table (irregularFormsOf), not here: a table's form is
    // held to the same lengths as any other when it is met as the stem of another saved word.
    if (key.length <= savedLength) return true;
    // Longer: the saved word and one ending, give or take a doubled or changed letter ("bigger",
    // "carried"), not a derived word with an ending of its own ("relations" of "relate").
    for (let length = Math.min(this.longestFormEnding, key.length); length > 0; length--)
      if (this.formEndings.has(key.slice(key.length - length))) return key.length - length <= savedLength + 1;
    return false;
  }

  formStemsOf(key: string): string[] {
    const stems = new Set([this.stemOfKey(key) ?? key]);
    const made = madeForms(this.language, key, this.endings, this.stemOfKey(key) === null);
    // Not the irregular forms' stems: the tables list every form, and a stem of Spanish "son" (ser)
    // would take "sonido" for a form of "ser".
    for (const form of made) stems.add(this.stemOfKey(form) ?? form);
    return [...stems];
  }

  stemOfKey(key: string): string | null {
    if (key.length > LONGEST_STEMMED) return null;
    let stem = this.stems.get(key);
    if (stem === undefined) {
      const found = this.rules.stemmer(key);
      stem = found.length >= SHORTEST_STEM ? found : null;
      // Bounded: a page of a million distinct words must not keep a million stems.
      if (this.stems.size > 200_000) this.stems.clear();
      this.stems.set(key, stem);
    }
    return stem;
  }

  private key(word: string): string {
    return normaliseForMatch(word.trim(), this.language);
  }

  isFormOf(form: string, dictionaryForm: string): boolean {
    const formKey = this.key(form);
    const dictionaryKey = this.key(dictionaryForm);
    if (formKey === dictionaryKey) return true;
    if (this.irregularForms.get(dictionaryKey)?.includes(irregularKeyOf(form.trim(), formKey))) return true;
    if (this.nounsCapitalised && startsCapital(form.trim()) !== startsCapital(dictionaryForm.trim()))
      return false;
    // As the page marker decides (shared/marking/form-index.ts), so a save and a mark agree.
    if (!this.fitsForm(formKey, dictionaryKey.length)) return false;
    return this.formStemsOf(dictionaryKey).includes(this.stemOfKey(formKey) ?? formKey);
  }

  dictionaryForms(word: string): string[] {
    const lowered = word.trim().toLocaleLowerCase(this.language);
    const key = this.key(word);
    const forms = [lowered];
    for (const irregular of this.irregularWords.get(irregularKeyOf(word.trim(), key)) ?? [])
      if (!forms.includes(irregular)) forms.push(irregular);
    const stem = this.stemOfKey(key);
    // Accents come off letter for letter, so the key and the word are cut at the same place.
    if (stem === null || key.length !== lowered.length) return forms;
    for (const [ending, dictionaryEnding] of ENDINGS[this.language] ?? []) {
      if (!(key.endsWith(ending) || lowered.endsWith(ending)) || key.length - ending.length < SHORTEST_STEM)
        continue;
      const candidate = lowered.slice(0, lowered.length - ending.length) + dictionaryEnding;
      if (!forms.includes(candidate) && this.isFormOf(word, withCapitalOf(word, candidate)))
        forms.push(candidate);
    }
    return forms;
  }
}

/**
 * What a card says of a word met in another form than the one saved: "anchors → anchor"; the saved
 * word alone when it was met as saved (whatever its capitals or accents).
 */
export function formMetLabel(met: string, saved: string): string {
  const trimmed = met.trim();
  if (trimmed === '' || normaliseForMatch(trimmed) === normaliseForMatch(saved.trim())) return saved;
  return `${trimmed} → ${saved}`;
}

/**
 * The candidate as the word met starts: where nouns take a capital, "Schiffe" is checked against
 * "Schiff", not the lower-case candidate "schiff" the capital rule would turn away.
 */
function withCapitalOf(met: string, candidate: string): string {
  return startsCapital(met.trim()) ? candidate.charAt(0).toUpperCase() + candidate.slice(1) : candidate;
}

/** A capital first letter: an ASCII test first, as nearly every word of a page is lower case. */
export function startsCapital(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code >= 97 && code <= 122) return false;
  if (code >= 65 && code <= 90) return true;
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

const loaded = new Map<string, Promise<WordForms | null>>();

/**
 * A language's forms by its stemmer alone ("de", "pt-BR"), loaded once; null for one without
 * forms. What the page's content script needs: the irregular forms reach it in the matcher.
 */
export function loadStemmerForms(language: string): Promise<WordForms | null> {
  const base = formsLanguage(language);
  if (!base) return Promise.resolve(null);
  let forms = loaded.get(base);
  if (!forms) {
    forms = loadRules(base).then((rules) => (rules ? new SnowballForms(base, rules) : null));
    loaded.set(base, forms);
  }
  return forms;
}

/** Forms with the given irregular table (index.ts loads it). */
export function formsWithIrregular(stemmerForms: WordForms, irregular: IrregularTable): WordForms {
  if (!(stemmerForms instanceof SnowballForms) || Object.keys(irregular).length === 0) return stemmerForms;
  return stemmerForms.withIrregular(irregular);
}
