// Apertium modes and FreeDict files name languages by three-letter ISO 639-3 codes
// (eng-spa, freedict-eng-fra); the product speaks ISO 639-1 (en, es, zh-CN). Some languages go
// by more than one three-letter code across packages (Swahili is 'swa' or 'swh'), so each maps
// to every spelling worth trying, best first: 'two-letter:three,three'.
const TABLE = `
  af:afr am:amh an:arg ar:ara,arb as:asm az:aze ba:bak be:bel bg:bul bn:ben br:bre bs:bos,hbs
  ca:cat co:cos cs:ces cv:chv cy:cym da:dan de:deu el:ell en:eng eo:epo es:spa et:est eu:eus
  fa:fas,pes fi:fin fo:fao fr:fra fy:fry ga:gle gd:gla gl:glg gn:grn gu:guj ha:hau he:heb hi:hin
  hr:hrv,hbs ht:hat hu:hun hy:hye id:ind ig:ibo is:isl it:ita ja:jpn jv:jav ka:kat kk:kaz km:khm
  kn:kan ko:kor ku:kur,kmr ky:kir la:lat lb:ltz lo:lao lt:lit lv:lav mg:mlg mi:mri mk:mkd ml:mal
  mn:mon mr:mar ms:msa,zlm,zsm mt:mlt my:mya nb:nob ne:nep nl:nld nn:nno no:nob,nor oc:oci or:ori
  pa:pan pl:pol ps:pus pt:por qu:que ro:ron ru:rus rw:kin sa:san sc:srd sd:snd se:sme si:sin
  sk:slk sl:slv sm:smo sn:sna so:som sq:sqi sr:srp,hbs st:sot su:sun sv:swe sw:swh,swa ta:tam
  te:tel tg:tgk th:tha tk:tuk tl:tgl tr:tur tt:tat ug:uig uk:ukr ur:urd uz:uzb vi:vie xh:xho
  yi:yid yo:yor zh:zho,cmn zu:zul
`;

const THREE_LETTER = new Map(
  TABLE.trim()
    .split(/\s+/)
    .map((entry) => {
      const [twoLetter = '', threeLetter = ''] = entry.split(':');
      return [twoLetter, threeLetter.split(',')] as const;
    }),
);

export interface LanguageTag {
  /** Three-letter codes to look for, best first; the two-letter code last, for older packages. */
  codes: readonly string[];
  /** Region or script in upper case ('BR' of pt-BR), '' when none was given. */
  region: string;
}

export function languageTag(code: string): LanguageTag {
  const [base = '', region = ''] = code.trim().split(/[-_]/);
  const lower = base.toLowerCase();
  // A three-letter code is taken as it is, so 'cat' or 'oci' also work.
  const codes = lower.length === 3 ? [lower] : [...(THREE_LETTER.get(lower) ?? []), lower];
  return { codes, region: region.toUpperCase() };
}
