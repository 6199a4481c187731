// The Portuguese control text: real prose, not written for the test. Machado de Assis, Dom
// Casmurro (1899), chapter I ("Do título") whole and the start of chapter XIII ("Capitu"), in
// today's spelling as Brazilian editions print it; public domain (the author died in 1908).
// The saved words are the text's own nouns and verbs, chosen so that their derived words in it
// are traps: "camarote" (cama), "leitura" (ler), "viagem" (viajar), "narração" (narrar),
// "alcunhando" (alcunha), "esburacando" (buraco), "bengalão" (bengala), "andarilhas" (andar),
// "naturalmente" (natural), "exclusivamente" (exclusivo), "comunicação" (comunicar).
/** A ControlText (control-texts.ts, which lists it; typed there so the two files import one way). */
export const PORTUGUESE_CONTROL_TEXT = {
  language: 'pt',
  saved: [
    'cama',
    'ler',
    'viajar',
    'narrar',
    'alcunha',
    'buraco',
    'bengala',
    'andar',
    'natural',
    'exclusivo',
    'comunicar',
    'verso',
    'olho',
    'amigo',
    'nome',
    'livro',
    'autor',
    'dia',
    'vizinho',
    'perna',
    'pessoa',
    'braço',
    'acabar',
    'fechar',
    'falar',
    'chamar',
    'deixar',
    'passar',
    'cuidar',
    'guardar',
    'ficar',
    'dormir',
    'entrar',
    'empurrar',
    'pedir',
    'pegar',
    'zangar',
    'porta',
    'muro',
  ],
  forms: [
    'versos',
    'olhos',
    'amigos',
    'nomes',
    'livros',
    'autores',
    'dias',
    'vizinhos',
    'pernas',
    'pessoas',
    'braços',
    'acabou',
    'acabei',
    'acabava',
    'fechei',
    'fechava',
    'falou',
    'chamam',
    'deixas',
    'Deixa',
    'passou',
    'cuide',
    'guardo',
    'ficará',
    'dormirá',
    'entrou',
    'Entrava',
    'entrei',
    'empurrei',
    'empurrando',
    'pedia',
    'pegou',
    'zanguei',
  ],
  text: `Uma noite destas, vindo da cidade para o Engenho Novo, encontrei no trem da Central um rapaz
    aqui do bairro, que eu conheço de vista e de chapéu. Cumprimentou-me, sentou-se ao pé de mim,
    falou da lua e dos ministros, e acabou recitando-me versos. A viagem era curta, e os versos pode
    ser que não fossem inteiramente maus. Sucedeu, porém, que, como eu estava cansado, fechei os
    olhos três ou quatro vezes; tanto bastou para que ele interrompesse a leitura e metesse os
    versos no bolso. – Continue – disse eu acordando. – Já acabei – murmurou ele. – São muito
    bonitos. Vi-lhe fazer um gesto para tirá-los outra vez do bolso, mas não passou do gesto; estava
    amuado. No dia seguinte entrou a dizer de mim nomes feios, e acabou alcunhando-me Dom Casmurro.
    Os vizinhos, que não gostam dos meus hábitos reclusos e calados, deram curso à alcunha, que
    afinal pegou. Nem por isso me zanguei. Contei a anedota aos amigos da cidade, e eles, por graça,
    chamam-me assim, alguns em bilhetes: “Dom Casmurro, domingo vou jantar com você”. – “Vou para
    Petrópolis, Dom Casmurro; a casa é a mesma da Renânia; vê se deixas essa caverna do Engenho
    Novo, e vai lá passar uns quinze dias comigo”. – “Meu caro Dom Casmurro, não cuide que o
    dispenso do teatro amanhã; venha e dormirá aqui na cidade; dou-lhe camarote, dou-lhe chá,
    dou-lhe cama; só não lhe dou moça”. Não consultes dicionários. Casmurro não está aqui no
    sentido que eles lhe dão, mas no que lhe pôs o vulgo de homem calado e metido consigo. Dom veio
    por ironia, para atribuir-me fumos de fidalgo. Tudo por estar cochilando! Também não achei
    melhor título para a minha narração; se não tiver outro daqui até ao fim do livro, vai este
    mesmo. O meu poeta do trem ficará sabendo que não lhe guardo rancor. E com pequeno esforço,
    sendo o título seu, poderá cuidar que a obra é sua. Há livros que apenas terão isso dos seus
    autores; alguns nem tanto.
    De repente, ouvi bradar uma voz de dentro da casa ao pé: – Capitu! E no quintal: – Mamãe! E
    outra vez na casa: – Vem cá! Não me pude ter. As pernas desceram-me os três degraus que davam
    para a chácara, e caminharam para o quintal vizinho. Era costume delas, às tardes, e às manhãs
    também. Que as pernas também são pessoas, apenas inferiores aos braços, e valem de si mesmas,
    quando a cabeça não as rege por meio de ideias. As minhas chegaram ao pé do muro. Havia ali uma
    porta de comunicação mandada rasgar por minha mãe, quando Capitu e eu éramos pequenos. A porta
    não tinha chave nem taramela; abria-se empurrando de um lado ou puxando de outro, e fechava-se
    ao peso de uma pedra pendente de uma corda. Era quase que exclusivamente nossa. Em crianças,
    fazíamos visita batendo de um lado e sendo recebidos do outro com muitas mesuras. Quando as
    bonecas de Capitu adoeciam, o médico era eu. Entrava no quintal dela com um pau debaixo do
    braço, para imitar o bengalão do Dr. João da Costa; tomava o pulso à doente, e pedia-lhe que
    mostrasse a língua. “É surda, coitada!”, exclamava Capitu. Então eu coçava o queixo, como o
    doutor, e acabava mandando aplicar-lhe umas sanguessugas ou dar-lhe um vomitório: era a
    terapêutica habitual do médico. – Capitu. – Mamãe! – Deixa de estar esburacando o muro; vem cá.
    A voz da mãe era agora mais perto, como se viesse já da porta dos fundos. Quis passar ao
    quintal, mas as pernas, há pouco tão andarilhas, pareciam agora presas ao chão. Afinal fiz um
    esforço, empurrei a porta, entrei. Capitu estava ao pé do muro fronteiro, voltada para ele,
    riscando com um prego. O rumor da porta fê-la olhar para trás; ao dar comigo, encostou-se ao
    muro, como se quisesse esconder alguma coisa. Caminhei para ela; naturalmente levava o gesto
    mudado, porque ela veio a mim, e perguntou-me inquieta: – Que é que você tem?`,
};
