import type { OfflineSentences } from './types.js';

/** The offline interpreter in Brazilian Portuguese, "você" (docs/glossary-pt-BR.md). */
export const PT_BR: OfflineSentences = {
  reading: {
    title: '## {{reading}} de {{name}}',
    spreads: {
      yearly: 'Leitura do ano',
      weekly: 'Leitura da semana',
      'seven-weekly': 'Leitura de 7 semanas',
      'seven-yearly': 'Leitura de 7 anos',
    },
    periods: {
      yearly: 'o seu ano de vida a partir dos {{age}} anos, de {{start}} a {{end}}',
      weekly: 'a semana de {{start}} a {{end}}, aos {{age}} anos',
      'seven-weekly': 'o trecho de sete semanas de {{start}} a {{end}}, aos {{age}} anos',
      'seven-yearly': 'o ciclo de sete anos de {{start}} a {{end}}, lido aos {{age}} anos',
    },
    covers: 'Esta leitura olha para {{period}}.',
    yearRuler: 'O planeta regente deste ano é {{planet}}, e quem está no lugar dele é {{card}}.',
    cycleRuler: 'Quem rege o ciclo de sete anos como um todo é {{planet}}.',
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
    echo: ' Esta mesma carta também aparece na sua posição de {{places}}: neste período, o recado dela vem em dobro.',
    and: ' e ',
    shapeHeading: '## O desenho da tiragem',
    suitLeads:
      'O naipe de {{suit}} comanda esta tiragem, com {{count}} das 13 cartas: muito do clima vem daquilo que esse naipe toca, {{theme}}.',
    suitsShare:
      'Nenhum naipe comanda aqui: {{first}} e {{second}} dividem a frente com {{count}} cartas cada, e o período pede equilíbrio entre {{firstTheme}} e {{secondTheme}}.',
    suitsAbsent: ' Não há nenhuma carta de {{suits}}: a história deste período não passa por {{themes}}.',
    or: ' nem de ',
    counselHeading: '## Um conselho para fechar',
    counsel:
      'O trabalho deste período vai de {{pluto}}, em Plutão, até {{reward}}, em Recompensa: a primeira apresenta o desafio, a segunda mostra o que você ganha ao vencê-lo. Deixe {{sun}}, sua carta do Sol, no centro e {{pace}}.',
    paceRuler: 'deixe {{planet}}, o regente do ano, ditar o ritmo',
    paceOpen: 'percorra as posições planetárias uma de cada vez',
    forChallenge: 'Diante do desafio',
    forReward: 'Rumo à recompensa',
    forYourself: 'Para você',
    you: 'você',
  },
  suits: {
    hearts: { name: 'Copas', theme: 'os sentimentos, o amor e os relacionamentos' },
    clubs: { name: 'Paus', theme: 'a mente, as ideias e a comunicação' },
    diamonds: { name: 'Ouros', theme: 'os valores, o dinheiro e os recursos' },
    spades: { name: 'Espadas', theme: 'o trabalho, a saúde e a força de vontade' },
  },
  chat: {
    place:
      '**{{place}}: {{symbol}} {{name}}** (*{{title}}*), a posição que fala de {{theme}}. {{description}}',
    planetPeriod: ' Neste ano, o período dela vai de {{start}} a {{end}}.',
    notInReading:
      '{{symbol}} ({{name}}) não está entre as cartas desta leitura. Sozinha, ela é *{{title}}*: {{keywords}}. Pergunte sobre uma carta desta leitura e eu conto o que ela diz na posição dela.',
    jokerOutside: 'O Curinga não tem lugar nas tiragens, por isso não faz parte desta leitura.',
    dateOutside:
      '{{date}} fica fora desta leitura, que olha para {{period}}. Abra a leitura desse período na página dela e pergunte de novo por lá.',
    dateInPlanet: '{{date}} cai no período de {{planet}} deste ano (de {{start}} a {{end}}).',
    dateInReading:
      '{{date}} está dentro desta leitura ({{period}}), então a tiragem inteira fala desse dia, a começar pela sua carta do Sol.',
    periodAnswer: 'Esta leitura olha para {{period}}.',
    help: [
      'Eu sou o {{assistant}} offline: respondo com as cartas e os textos desta leitura, sem um modelo de IA, então não dou conta de qualquer pergunta. Você pode me perguntar sobre:',
      '',
      '- uma carta, pelo símbolo ou pelo nome (por exemplo, “{{symbol}}” ou “{{name}}”);',
      '- uma posição da tiragem: {{places}};',
      '- o período como um todo (“este ano”, “esta semana”) e a carta regente;',
      '- uma data, como 2025-03-05, e qual período ela cobre.',
    ].join('\n'),
    periodWords: 'este ano|esta semana|este período|o período|o ciclo|regente|em geral|resumo',
  },
  pair: {
    title: '## {{a}} e {{b}}, lado a lado',
    side: '- **{{name}}**: carta de nascimento {{card}}, *{{title}}* ({{keywords}}).',
    placesHeading: '### Onde a carta de {{other}} aparece nas tiragens de {{holder}}',
    place: '- Na {{spread}}, posição de **{{place}}**{{dates}}: {{theme}}. {{meaning}}',
    dates: ' (de {{start}} a {{end}})',
    spreads: {
      life: 'tiragem de vida',
      yearly: 'tiragem anual',
      'seven-week': 'tiragem de 7 semanas',
      weekly: 'tiragem da semana',
    },
    noPlace: '- A carta de {{other}} não aparece em nenhuma tiragem de {{holder}}.',
    karmaHeading: '### O laço cármico entre vocês',
    karma: {
      supportive: '- A carta de nascimento de {{other}} é uma carta cármica de apoio para {{holder}}.',
      challenging: '- A carta de nascimento de {{other}} é uma carta cármica de desafio para {{holder}}.',
    },
    noKarma: '- Nenhuma das duas cartas é carta cármica da outra.',
    joker:
      'Uma dessas cartas de nascimento é o Curinga, que fica fora das tiragens: não há posições para comparar, só o que cada carta diz por si.',
    closingHeading: '### Para vocês dois',
    closing:
      'Nada disso é nota nem veredito sobre se vocês combinam: são os pontos onde os caminhos se cruzam. Conversem sobre eles com calma, cada um a partir da própria carta.',
    chat: 'Offline, eu consigo contar o que dizem essas duas cartas de nascimento e onde os caminhos delas se cruzam; é isto que elas mostram:',
  },
  reflection: {
    title: '## Olhando para trás: {{period}}',
    periods: {
      planetary: 'o período de {{planet}}, de {{start}} a {{end}}',
      'seven-week': 'o trecho de sete semanas de {{start}} a {{end}}',
      weekly: 'a semana de {{start}} a {{end}}',
    },
    card: 'A carta deste tempo foi {{symbol}} ({{name}}), *{{title}}*.',
    notesHeading: '### O que você escreveu',
    bound: 'Aqui estão as {{shown}} anotações mais recentes, das {{total}} que você fez neste período.',
    week: '#### Semana {{number}}: de {{start}} a {{end}}',
    noteDay: '**{{date}}**, dia de {{symbol}} ({{name}}, *{{title}}*):',
    goesOn: '*(a anotação continua)*',
    meetingHeading: '### Onde a carta encontra as suas anotações',
    noMeeting:
      'Nenhuma palavra-chave da carta ({{keywords}}) aparece ao pé da letra nas suas anotações. Relendo-as ao lado do significado da carta, talvez você perceba os temas dela agindo com outros nomes.',
    meeting: 'Algumas palavras-chave da carta aparecem nas suas próprias palavras:',
    closingHeading: '### Para levar com você',
    closing:
      'Releia suas anotações sem pressa: o que se repete de uma semana para outra, e o que mudou? Essa é a sua própria leitura deste tempo.',
  },
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
