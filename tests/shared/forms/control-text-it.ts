// The Italian control text for false marks (control-texts.ts says how they are read): saved verbs
// with irregular forms (shared/forms/irregular/it.json) and nouns, first in words derived from them
// or starting alike ("casale", "portiere", "partenza", "cartolina", "manuale", "andamenti"), then
// in ordinary prose. Not in it: a participle used as a noun ("la venuta", an arrival; "la veduta", a
// view), which the table marks as "venire" and "vedere": with those two the text had 2 false marks
// of 278 words (0.72 %, over the budget; decision 0044 keeps it as a known limit).
/** A ControlText (control-texts.ts, which lists it; typed there so the two files import one way). */
export const ITALIAN_CONTROL_TEXT = {
  language: 'it',
  saved: [
    'essere',
    'avere',
    'andare',
    'fare',
    'venire',
    'dire',
    'vedere',
    'casa',
    'porto',
    'parte',
    'carta',
    'mano',
  ],
  forms: ['ha', 'era', 'erano', 'fu', 'case', 'vanno', 'Siamo', 'andati', 'abbiamo', 'è'],
  text: `Il casale vicino al porticciolo ha un portone di legno, e una casalinga parla con il portiere.
    La partenza del treno era prevista alle otto, ma un particolare guasto ha fermato i partecipanti.
    Il cartello all'ingresso indicava la cartoleria e il cartone delle cartoline; il manuale della
    manovra era nella mano del capitano. Gli andamenti del mercato e le faccende di casa erano il tema
    della conversazione, e l'arrivo del sindaco fu annunciato con un avviso. Il panorama dal colle
    piaceva ai visitatori, e il fattore della tenuta parlava con il venditore di vino.
    Ogni mattina i pescatori escono dal porto prima dell'alba e tornano a mezzogiorno, quando il sole
    scalda i tetti delle case. I bambini corrono sulla spiaggia, i genitori bevono un caffè al bar e i
    turisti comprano cartoline. Il sabato c'è il mercato: si trovano verdure, pane, formaggio e fiori
    di ogni colore. Una donna anziana vende miele di lavanda, e un ragazzo ripara biciclette sotto un
    albero. In inverno il vento soffia forte e le strade restano vuote; la sera gli abitanti si
    incontrano nel piccolo caffè della piazza, dove si parla della pesca, del tempo e delle notizie
    della regione. Il sindaco ha promesso una nuova scuola, ma i lavori vanno avanti piano. La
    domenica le campane della chiesa suonano alle dieci, e le famiglie pranzano insieme fino a metà
    pomeriggio. Più tardi, quando la luce cala, le barche dondolano nel porto e i gabbiani gridano
    sopra le banchine. Siamo andati a vedere il tramonto e abbiamo pensato che non c'era niente di più
    bello; poi ognuno è tornato a casa, e la piazza è rimasta in silenzio fino al mattino.`,
};
