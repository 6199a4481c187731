// Control texts for false marks: prose in which the saved words' stems were put on purpose in words
// that are not their forms (derived words, words that merely start alike), then ordinary prose.
// `forms` lists the words of the text that ARE forms of a saved word (homographs such as German
// "Macht", power, and "macht", makes, count as false); every other mark is a false one.
import { ITALIAN_CONTROL_TEXT } from './control-text-it';
import { PORTUGUESE_CONTROL_TEXT } from './control-text-pt';

export interface ControlText {
  language: string;
  saved: string[];
  forms: string[];
  text: string;
}

export const CONTROL_TEXTS: ControlText[] = [
  {
    language: 'en',
    saved: [
      'organ',
      'general',
      'new',
      'universe',
      'part',
      'port',
      'sing',
      'cast',
      'arm',
      'hand',
      'form',
      'present',
      'light',
      'state',
      'act',
      'nation',
      'relate',
      'direct',
      'value',
      'sail',
      'anchor',
      'harbour',
      'tide',
      'go',
      'see',
    ],
    forms: [
      'anchors',
      'anchored',
      'sailed',
      'tides',
      'went',
      'saw',
      'harbours',
      'lights',
      'hands',
      'presented',
      'directed',
      'handed',
      'Casting',
      'acted',
      'lit',
    ],
    text: `The organization of the university harbour office changed generally after the news of the
    national reform reached the port authority. A new director, a relative of the former governor,
    presented a statement in which she described the activity of the office as valuable but badly
    directed. The party that followed was formal and short. Portable lights were handed to every
    singer in the castle choir, and the army band played in the courtyard while the ships anchored
    outside. The anchors held, although the tides were high. Some sailors sailed before dawn; others
    went to the market, where they saw the lighthouse keeper selling fish. Nobody expected the
    harbours of the coast to become so busy: the partners of the trading company counted the cargo,
    and the organisers of the festival asked for the national flag to be raised. Casting nets was
    forbidden near the pier, formerly a place for fishermen, now a place for visitors who arrived
    in formation from the station. The universal opinion was that the statesman had acted wisely;
    his actions were presented in the evening papers with photographs of the armour in the museum.
    Relations between the harbour master and the directors improved, and the handling of valuables
    became safer. In the evening the lighter boats returned, the lights of the town were lit, the
    hands of the clock moved on, and the generation that had built the port watched from the hill.`,
  },
  {
    language: 'de',
    // The last six have irregular forms (shared/forms/irregular/de.json), met in the ordinary prose.
    saved: [
      'Haus',
      'machen',
      'Kind',
      'spielen',
      'Tag',
      'arbeiten',
      'Stadt',
      'schön',
      'Land',
      'Zeit',
      'sein',
      'haben',
      'werden',
      'gehen',
      'kommen',
      'geben',
    ],
    forms: [
      'Häuser',
      'machte',
      'Kinder',
      'spielten',
      'Tage',
      'arbeitete',
      'Städte',
      'schönen',
      'Länder',
      'Zeiten',
      'waren',
      'war',
      'hatten',
      'gab',
      'kam',
      'gingen',
      'hatte',
      'wurde',
      'sei',
    ],
    text: `Die Häuser am Hafen waren alt, und die Kinder spielten jeden Tag auf der Straße. Der Vater
    arbeitete in der Werkstatt, die Mutter machte das Essen. Die Häuslichkeit der Familie war
    bekannt, aber die Kindheit der Geschwister war nicht leicht. Die Landschaft um die Städte war
    flach, die Länder im Osten waren fern. Die Zeitung meldete, dass die Spieler des Vereins
    gewonnen hatten; die Arbeiter feierten bis in den späten Abend. In jenen Zeiten gab es keine
    Schönheit ohne Arbeit, sagte der Großvater, und die Tage vergingen langsam. Die Macht des Rates
    war groß, doch die Tagung im Rathaus brachte keine Lösung für die schönen alten Gassen der Stadt.
    Am Morgen fuhr der erste Zug pünktlich ab, und die Reisenden suchten ihre Plätze am Fenster. Draußen
    zogen Felder, Wälder und kleine Dörfer vorbei, über denen der Nebel noch lag. Eine ältere Dame
    las die Zeitung, ein junger Mann hörte Musik, und zwei Schüler rechneten Aufgaben für die Schule.
    Der Schaffner kam langsam durch den Wagen, prüfte die Fahrkarten und wünschte allen eine gute
    Reise. Hinter dem Fluss stieg die Straße in die Berge, wo im Winter oft Schnee fällt und die
    Wege gesperrt werden. Im Sommer dagegen wandern viele Menschen durch die Täler, essen in den
    Gasthöfen und schlafen in einfachen Hütten. Als der Zug den Bahnhof erreichte, regnete es leicht.
    Die Fahrgäste stiegen aus, öffneten ihre Schirme und gingen zu den Bussen, die vor dem Gebäude
    warteten. Ein Hund bellte, ein Taxi hupte, und irgendwo läutete eine Glocke zur vollen Stunde.
    Niemand hatte es eilig; der Regen wurde stärker, und die Luft roch nach nassem Laub und Kaffee.
    Später am Abend saßen die Gäste im Speisesaal des Hotels, bestellten Suppe und Brot und sprachen
    über die Wanderung, die sie für den nächsten Morgen planten. Der Wirt empfahl einen Weg am See
    entlang, der flach und sicher sei, auch bei schlechtem Wetter. Die Kellnerin brachte Tee, und
    draußen hörte man nur noch den Wind in den Bäumen und das Rauschen des Wassers am Ufer.`,
  },
  {
    language: 'es',
    // The last five have irregular forms (shared/forms/irregular/es.json), met in the ordinary prose.
    saved: [
      'hablar',
      'casa',
      'comer',
      'ciudad',
      'bonito',
      'vivir',
      'mano',
      'general',
      'nación',
      'parte',
      'ser',
      'estar',
      'ir',
      'tener',
      'hacer',
    ],
    forms: [
      'hablaban',
      'casas',
      'comieron',
      'ciudades',
      'bonitas',
      'vivían',
      'manos',
      'partes',
      'comida',
      'eran',
      'era',
      'fue',
      'tenía',
      'hecho',
    ],
    text: `Las casas de la ciudad antigua eran bonitas, y las familias que vivían allí hablaban de la
    nación con orgullo. Los vecinos comieron juntos en la plaza. En general, las ciudades del norte
    eran más frías, pero la generosidad de sus habitantes era conocida. El casamiento del hijo del
    alcalde fue la noticia del día; la comida duró hasta la noche y las manos de los cocineros no
    descansaron. La vivienda nueva del maestro tenía partes de madera, y la partida del tren se
    retrasó por la lluvia. Los nacionales y los extranjeros compartían la comedia del teatro, y la
    hablante principal del congreso agradeció la manera amable de los organizadores.
    Por la mañana el mercado se llenó de gente. Los vendedores ofrecían frutas, verduras y pan recién
    hecho, y los niños corrían entre los puestos mientras sus padres buscaban precios mejores. Una
    mujer mayor compró flores para el altar de la iglesia; un joven pidió café y se sentó a leer el
    periódico bajo los árboles. Cerca del río, los pescadores preparaban sus barcas y revisaban las
    redes con paciencia. El sol subía despacio sobre los tejados y el aire olía a sal y a tierra
    mojada. Al mediodía cerraron las tiendas y las calles quedaron en silencio; solo se oía el agua de
    la fuente y, de vez en cuando, el motor de un coche lejano. Por la tarde volvió el movimiento: los
    estudiantes salieron de la escuela, los trabajadores regresaron del campo y los turistas tomaron
    fotos del puente viejo. Cuando llegó la noche, las luces del paseo se encendieron una a una y la
    música de una orquesta pequeña acompañó a las parejas que bailaban junto al muelle. Nadie tenía
    prisa, y el tiempo parecía detenerse entre las conversaciones, las risas y el sonido del mar.`,
  },
  {
    language: 'fr',
    // Verbs with irregular forms (shared/forms/irregular/fr.json) and nouns, in ordinary prose;
    // "été" (summer) and "fait" (a fact) are homographs of "être" and "faire", and count as false.
    saved: ['être', 'avoir', 'aller', 'faire', 'prendre', 'venir', 'voir', 'maison', 'ville', 'port'],
    forms: ['maisons', 'a'],
    text: `Le village se trouve au bord de la mer, loin de la grande ville. Chaque matin, les pêcheurs
    partent avant l'aube et rentrent au port vers midi, quand le soleil chauffe les toits des maisons.
    Les enfants courent sur la plage, les parents boivent un café à la terrasse et les touristes
    achètent des cartes postales. Le marché ouvre le samedi : on y trouve des légumes, du pain, du
    fromage et des fleurs de toutes les couleurs. Une vieille femme vend du miel de lavande, et un
    jeune homme répare des vélos sous un arbre. En hiver, le vent souffle fort et les rues restent
    vides ; les habitants se retrouvent le soir dans le petit café de la place, où l'on parle de la
    pêche, du temps et des nouvelles de la région. Le maire a promis une nouvelle école, mais les
    travaux avancent lentement. Le dimanche, les cloches de l'église sonnent à dix heures, et les
    familles déjeunent ensemble jusqu'au milieu de l'après-midi. Plus tard, quand la lumière baisse,
    les bateaux se balancent doucement dans le port et les mouettes crient au-dessus des quais.`,
  },
  ITALIAN_CONTROL_TEXT,
  PORTUGUESE_CONTROL_TEXT,
  {
    language: 'ru',
    // Verbs whose consonant alternates (писать → пишу), nouns with a fleeting vowel (отец → отца),
    // a reflexive verb; their derived words (писатель, отцовский, угловой, занятие) are not forms.
    saved: ['писать', 'шептать', 'ходить', 'любить', 'отец', 'угол', 'заниматься', 'город', 'новый', 'дом'],
    forms: [
      'пишу',
      'шепчет',
      'хожу',
      'люблю',
      'отца',
      'угла',
      'углу',
      'занимается',
      'города',
      'городу',
      'Новые',
      'новое',
      'дома',
      'дом',
      'отцом',
    ],
    text: `Я пишу письмо другу из старого города. Писатель, который живёт напротив, шепчет что-то
    своей собаке, а его шёпот слышно на всей улице. Каждое утро я хожу пешком до угла, где стоит
    угловой магазин; ходьба полезна, и я люблю эту дорогу. Любовь к городу у меня от отца: отцовский
    дом стоял на углу площади, и отечество для него начиналось с этой улицы. Мой брат занимается
    музыкой, и его занятие никому не мешает. Новые дома строят быстро, но новость о новостройке
    никого не удивила. Домашний уют я помню с детства, когда мы с отцом гуляли по городским садам.
    Утром на рынке продают хлеб, молоко, рыбу и яблоки. Продавцы громко зовут покупателей, дети
    бегают между рядами, а старики сидят на скамейке и читают газеты. Весной в парке цветут деревья,
    и люди долго гуляют после работы. Летом многие уезжают на дачу, где выращивают огурцы и
    помидоры. Осенью идут дожди, листья падают на дорожки, и город становится тише. Зимой на реке
    катаются на коньках, а вечером в окнах горит тёплый свет. По выходным семьи собираются за
    большим столом, пьют чай и рассказывают истории о прошлом. Жизнь идёт своим чередом, и каждый
    день приносит что-то новое и интересное.`,
  },
  {
    language: 'nl',
    // Nouns with a short vowel (vis → vissen) and their diminutives; derived words and words that
    // merely start alike (visser, katoen, zondag, handig, manier, werkelijk) are not forms.
    saved: ['werken', 'spelen', 'huis', 'groot', 'vis', 'kat', 'les', 'zon', 'hand', 'boek', 'man'],
    forms: [
      'werkt',
      'speelden',
      'huizen',
      'grote',
      'visje',
      'katten',
      'lessen',
      'handen',
      'boekje',
      'mannen',
      'huisje',
    ],
    text: `In het dorp werkt bijna iedereen bij de haven. De visser vertrekt vroeg, en zijn visje voor
    de kat ligt al klaar in een emmer. De katten van de buren slapen op het katoen van een oude
    jas. Op zondag speelden de kinderen bij de grote huizen aan het water, en hun handen waren
    zwart van het zand. Werkelijk niemand had haast. De werkgever van mijn vader is een handige
    man met een manier van praten die iedereen kent; hij handelt in hout en leest elke avond in
    een boekje. De mannen van de visserij kwamen bij elkaar in het huisje naast de kerk, waar de
    lessen van de school ook werden gegeven. Het was zonnig en warm. In de winkel kocht moeder
    brood, kaas en melk, en op de markt waren appels, peren en bloemen te koop. Een oude vrouw
    verkocht honing en een jongen repareerde fietsen onder een boom. Na de middag werd het stil in
    de straten; alleen de wind en de meeuwen waren te horen. Tegen de avond gingen de lichten aan
    in de cafés, en mensen praatten over het weer, de oogst en het nieuws uit de stad. Later kwam
    de maan op boven de dijk, en de boten lagen rustig in de haven tot de volgende ochtend.`,
  },
];
