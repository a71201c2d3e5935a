import { PT_BR_MESSAGES } from '@cardology/contract/messages/pt-BR';
import type { OfflineSentences } from './types.js';

/**
 * The offline interpreter in Brazilian Portuguese, "você" (docs/glossary-pt-BR.md). A card's name always comes
 * with its article and never after "de", "em", "a" or "por" ("com a Dama de Copas", "a carta K♠"); a place's
 * or a suit's theme ("os valores, o dinheiro…") is a subject or follows "abrange", "entre", never a
 * preposition it would have to contract with.
 */
export const PT_BR: OfflineSentences = {
  cardInSentence: '{{nameInSentence}} ({{symbol}})',
  reading: {
    title: '## {{reading}} para {{name}}',
    spreads: {
      yearly: 'Leitura anual',
      weekly: 'Leitura semanal',
      'seven-weekly': 'Leitura de 7 semanas',
      'seven-yearly': 'Leitura de 7 anos',
    },
    you: 'você',
    periods: {
      yearly: {
        zero: 'o seu primeiro ano de vida, de {{start}} a {{end}}',
        one: 'o seu ano de vida a partir de {{age}} ano de idade, de {{start}} a {{end}}',
        other: 'o seu ano de vida a partir dos {{age}} anos, de {{start}} a {{end}}',
      },
      weekly: {
        zero: 'a semana de {{start}} a {{end}}, no seu primeiro ano de vida',
        one: 'a semana de {{start}} a {{end}}, com {{age}} ano de idade',
        other: 'a semana de {{start}} a {{end}}, aos {{age}} anos',
      },
      'seven-weekly': {
        zero: 'o trecho de sete semanas de {{start}} a {{end}}, no seu primeiro ano de vida',
        one: 'o trecho de sete semanas de {{start}} a {{end}}, com {{age}} ano de idade',
        other: 'o trecho de sete semanas de {{start}} a {{end}}, aos {{age}} anos',
      },
      'seven-yearly': {
        zero: 'o ciclo de sete anos de {{start}} a {{end}}, lido no seu primeiro ano de vida',
        one: 'o ciclo de sete anos de {{start}} a {{end}}, lido com {{age}} ano de idade',
        other: 'o ciclo de sete anos de {{start}} a {{end}}, lido aos {{age}} anos',
      },
    },
    covers: 'Esta leitura abrange {{period}}.',
    yearRuler: 'O planeta regente deste ano é {{planet}}, e quem ocupa o lugar dele é {{card}}',
    cycleRuler: 'Quem rege o ciclo de sete anos como um todo é {{planet}}',
    rulersJoin: '. ',
    rulers: '{{rulers}}.',
    heartHeading: '## O centro do período',
    rulingWhy: '*Por que pesa: {{planet}} rege o ano, então esta carta dá o tom de todo ele.*',
    aroundHeading: '## {{displacement}} e {{environment}}',
    notableHeading: '## Posições em destaque',
    why: '*Por que pesa: {{why}}.*',
    notableWhy: {
      venus: 'mostra como andam o amor e as amizades',
      jupiter: 'é onde as coisas boas crescem com mais facilidade',
      saturn: 'traz a lição que deixa você mais forte com o tempo',
      pluto: 'aponta o desafio que pede trabalho e que transforma você',
      reward: 'mostra o que você conquista ao encarar esse desafio',
      moon: 'é o que apoia e alimenta você em silêncio',
      earth: 'é o que o período transforma em algo concreto',
    },
    echo: {
      one: ' Esta mesma carta também aparece na sua posição de {{places}}: neste período, o recado dela vem em dobro.',
      other:
        ' Esta mesma carta também aparece nas suas posições de {{places}}: neste período, o recado dela pesa ainda mais.',
    },
    echoJoin: ' e ',
    shapeHeading: '## O desenho da tiragem',
    suitLeads: {
      other:
        'O naipe de {{suit}} comanda esta tiragem, com {{count}} das 13 cartas: muito do clima vem daquilo que esse naipe toca, {{theme}}.',
    },
    suitsShare: {
      other:
        'Nenhum naipe comanda aqui: {{first}} e {{second}} dividem a frente com {{count}} cartas cada, e o período pede equilíbrio entre {{firstTheme}} e {{secondTheme}}.',
    },
    suitsAbsent: ' Não há nenhuma carta de {{suits}}: {{themes}} ficam fora da história deste período.',
    suitsJoin: ' nem de ',
    themesJoin: ', e também ',
    counselHeading: '## Um conselho para fechar',
    counsel:
      'O trabalho deste período começa em Plutão, com {{pluto}}, e chega à Recompensa, com {{reward}}: a primeira carta apresenta o desafio, a segunda mostra o que você ganha ao vencê-lo. Deixe {{sun}}, sua carta do Sol, no centro e {{pace}}.',
    paceRuler: 'deixe {{planet}}, o regente do ano, ditar o ritmo',
    paceOpen: 'percorra as posições planetárias uma de cada vez',
    forChallenge: 'Diante do desafio',
    forReward: 'Rumo à recompensa',
    forYourself: 'Para você',
  },
  suits: {
    hearts: { name: 'Copas', theme: 'os sentimentos, o amor e os relacionamentos' },
    clubs: { name: 'Paus', theme: 'a mente, as ideias e a comunicação' },
    diamonds: { name: 'Ouros', theme: 'os valores, o dinheiro e os recursos' },
    spades: { name: 'Espadas', theme: 'o trabalho, a saúde e a força de vontade' },
  },
  chat: {
    place:
      '**{{place}}: {{symbol}} {{name}}** (*{{title}}*), a posição que abrange {{theme}}. {{description}}',
    planetPeriod: ' Neste ano, o período dela vai de {{start}} a {{end}}.',
    notInReading:
      'A carta {{symbol}} ({{name}}) não está entre as cartas desta leitura. Sozinha, ela é *{{title}}*: {{keywords}}. Pergunte sobre uma carta desta leitura e eu conto o que ela diz na posição dela.',
    jokerOutside: 'O Curinga não tem lugar nas tiragens, por isso não faz parte desta leitura.',
    suitIntro:
      'Para {{area}}, olhe para o naipe de {{suit}}, que abrange {{theme}}, e para a sua posição de {{place}}.',
    suitCards: 'As cartas de {{suit}} nesta leitura: {{cards}}.',
    suitCard: '{{symbol}} {{name}}, na posição de {{place}} (*{{title}}*)',
    suitCardsJoin: '; ',
    suitNone:
      'Não há cartas de {{suit}} nesta leitura, então {{area}} não está no centro da história deste período.',
    moneyCare:
      'As cartas falam de valores e recursos, não de resultados financeiros; para decisões sobre dinheiro, o certo é procurar um profissional qualificado.',
    dateOutside:
      'O dia {{date}} fica fora desta leitura, que abrange {{period}}. Abra a leitura desse período na página dela e pergunte de novo por lá.',
    dateInPlanet: 'O dia {{date}} cai no período de {{planet}} deste ano (de {{start}} a {{end}}).',
    dateInReading:
      'O dia {{date}} está dentro desta leitura ({{period}}), então a tiragem inteira fala desse dia, a começar pela sua carta do Sol.',
    help: [
      'Eu sou o Assistente do Cardology no modo offline: respondo com as cartas e os textos desta leitura, sem um modelo de IA, então não dou conta de qualquer pergunta. Você pode me perguntar sobre:',
      '',
      '- uma carta, pelo símbolo ou pelo nome (por exemplo, “{{symbol}}” ou “{{name}}”);',
      '- uma posição da tiragem: {{places}};',
      '- o período como um todo (“este ano”, “esta semana”) e a carta regente;',
      '- o amor, o dinheiro, o trabalho ou as ideias, pelos naipes desta leitura;',
      '- uma data, como {{date}}, e qual período a abrange.',
    ].join('\n'),
    placesJoin: ', ',
    placesLast: ' ou ',
  },
  topics: {
    places: {
      sun: ['carta de nascimento', 'carta natal'],
      pluto: ['desafio'],
      reward: ['resultado'],
      displacement: ['desloc*'],
    },
    suits: {
      hearts: {
        area: 'o amor',
        words: [
          'amor*',
          'romance',
          'romântic*',
          'relacionamento*',
          'namor*',
          'casamento',
          'casad*',
          'parceir*',
          'coração',
          'corações',
          'família',
          'amig*',
          'copas',
        ],
      },
      diamonds: {
        area: 'o dinheiro',
        words: [
          'dinheiro',
          'financ*',
          'riqueza',
          'renda',
          'salário',
          'dívida*',
          'invest*',
          'poupança',
          'economi*',
          'ouros',
        ],
      },
      spades: {
        area: 'o trabalho',
        words: ['trabalh*', 'emprego', 'carreira', 'negócio*', 'chefe', 'colega*', 'saúde', 'espadas'],
      },
      clubs: {
        area: 'as ideias',
        words: ['mente', 'ideia*', 'estud*', 'aprend*', 'escola', 'escrev*', 'escrit*', 'comunica*', 'paus'],
      },
    },
    period: [
      'este ano',
      'esta semana',
      'este período',
      'o período',
      'o ciclo',
      'regente',
      'em geral',
      'como um todo',
      'resumo',
    ],
    meet: ['encontr*', 'entre', 'conect*', 'carma', 'karma', 'cármic*', 'onde', 'nós', 'juntos'],
  },
  pair: {
    // Both sides by their names, the reader's too: "a carta de Ada" reads naturally where "a sua carta" would
    // need every sentence twice.
    person: {
      you: { who: '{{name}}', Who: '{{name}}', whose: 'de {{name}}', Whose: 'de {{name}}' },
      named: { who: '{{name}}', Who: '{{name}}', whose: 'de {{name}}', Whose: 'de {{name}}' },
    },
    title: '## {{A}} e {{b}}, lado a lado',
    readOn:
      'Lido em {{date}}: a tiragem de vida e, para cada um, o ano, as sete semanas e a semana em curso.',
    birthCardsHeading: '## Duas cartas de nascimento',
    sideHeading: '### {{Who}}: {{card}}',
    meetHeading: '## Onde as cartas de vocês se encontram',
    inCards: '### Nas cartas {{whose}}',
    placement:
      'A carta {{whose}} ({{symbol}}) ocupa a posição de {{place}} na {{spread}} {{ownerWhose}}{{dates}}.',
    spreads: {
      life: 'tiragem de vida',
      yearly: 'tiragem anual',
      'seven-week': 'tiragem de 7 semanas',
      weekly: 'tiragem semanal',
    },
    dates: ' (de {{start}} a {{end}})',
    nowhere:
      'A carta {{whose}} não aparece em nenhuma tiragem {{ownerWhose}}: nem na de vida, nem nas do ano, das sete semanas e da semana em curso.',
    karmaHeading: '### O laço cármico entre vocês',
    karma: {
      supportive: 'A carta {{whose}} ({{symbol}}) é uma carta cármica de apoio para {{owner}}.',
      challenging: 'A carta {{whose}} ({{symbol}}) é uma carta cármica de desafio para {{owner}}.',
    },
    noKarma: 'Nenhuma das duas cartas é carta cármica da outra.',
    placesHeading: '## O que essas posições abrangem',
    placeSpeaks: '**{{place}}**, a posição que abrange {{theme}}. {{meaning}}',
    sharedHeading: '## Uma linguagem em comum',
    shared:
      'São lugares onde dois caminhos se cruzam, não uma pontuação nem um veredito: o que acontece entre vocês está nas mãos de vocês.',
    counselFor: '- **Para {{who}}:** {{counsel}}',
    cardOfPair: 'A carta {{symbol}} ({{name}}) é a carta de nascimento {{whose}}: *{{title}}*.',
    cardNotInPair:
      'A carta {{symbol}} ({{name}}) não é nenhuma destas duas cartas de nascimento, então não faz parte deste par. Pergunte sobre a carta {{a}} ou a carta {{b}}.',
    help: [
      'Eu sou o Assistente do Cardology no modo offline: respondo com estas duas cartas de nascimento e com os lugares onde elas se encontram, sem um modelo de IA. Você pode me perguntar sobre:',
      '',
      '- qualquer uma das duas cartas de nascimento, pelo símbolo ou pelo nome (por exemplo, “{{a}}” ou “{{b}}”);',
      '- onde cada carta aparece nas tiragens da outra pessoa e o laço cármico entre vocês (pergunte “onde a gente se encontra?”).',
    ].join('\n'),
  },
  reflection: {
    title: '## Olhando para trás: {{period}}',
    periods: {
      planetary: 'o período de {{planet}}, de {{start}} a {{end}}',
      'seven-week': 'o trecho de sete semanas de {{start}} a {{end}}',
      weekly: 'a semana de {{start}} a {{end}}',
    },
    cardHeading: '### A carta do período: {{symbol}} {{name}}: *{{title}}*',
    inPlay: 'A carta {{symbol}} marcou este período{{place}}. {{description}}',
    inPlace: ', na posição de {{planet}} da sua tiragem anual',
    keywords: 'Palavras-chave: {{keywords}}.',
    notesHeading: '### Suas notas, semana a semana',
    bound: {
      one: 'Esta reflexão lê a nota mais recente das {{total}} que você tem neste período.',
      other: PT_BR_MESSAGES.JOURNAL_REFLECTION_BOUND,
    },
    week: '#### Semana {{number}}: de {{start}} a {{end}}',
    noteDay: '**{{date}}**, dia da carta {{card}}, *{{title}}*:',
    goesOn: '*(a nota continua)*',
    meetingHeading: '### Onde as suas notas encontram a carta',
    noMeeting:
      'Nenhuma palavra-chave da carta ({{keywords}}) aparece ao pé da letra nas suas notas. Relendo-as ao lado do significado da carta, talvez você perceba os temas dela agindo com outros nomes.',
    meeting: 'Algumas palavras-chave da carta aparecem nas suas próprias palavras:',
    meetingPoint: '- “{{keyword}}”: {{days}}',
    daysJoin: '; ',
    counsel: 'O conselho da própria carta para o período: *{{counsel}}*',
  },
  crisisPhrases: [
    'suic[ií]d\\p{L}*',
    'overdose',
    'me matar',
    'tirar (?:a )?minha (?:pr[oó]pria )?vida',
    '(?:acabar|terminar) com (?:a )?minha vida',
    'quero morrer',
    'n[aã]o quero (?:mais )?viver',
    'me machucar',
    'automutila\\p{L}*',
    'autoles[aã]o',
    'cortar (?:os |meus )?pulsos',
    'melhor mort[oa]',
    'n[aã]o tenho (?:nenhum )?motivo para viver',
  ],
  rankEndings: [],
  crisis: [
    'Que bom que você me contou. Sinto muito que você esteja passando por isso; a sua segurança vale mais do que qualquer leitura.',
    '',
    '- **Se você está em perigo agora**, ligue para o **192** (SAMU) ou para o **190**; em Portugal, **112**.',
    '- **Fale com alguém hoje:** o **CVV** atende de graça e com sigilo pelo **188**, a qualquer hora, e também pelo chat em cvv.org.br; em outros países, **findahelpline.com** reúne linhas gratuitas e confidenciais.',
    '- Se puder, conte para alguém de confiança como você está se sentindo e fique perto dessa pessoa por enquanto.',
    '',
    'As cartas podem esperar. Quando você quiser, estou aqui para conversar sobre elas.',
  ].join('\n'),
};
