import { HOME } from '@cardology/engine/texts/locales/pt-BR/pages';
import { PLACEMENTS } from '@cardology/engine/texts/locales/pt-BR/placements';
import type { Catalog } from '../en';

// As páginas das cartas: o glossário, as consultas, quem está nas suas cartas, lado a lado e o guia de
// posições. Os naipes e o guia vêm do catálogo do motor (sua única casa); os nomes das cartas, das respostas
// do servidor.
export const cards: Catalog['cards'] = {
  pageTitle: '{{name}} · Cardology',
  suits: {
    hearts: HOME.suits.hearts.name,
    clubs: HOME.suits.clubs.name,
    diamonds: HOME.suits.diamonds.name,
    spades: HOME.suits.spades.name,
  },
  glossary: {
    loadingCard: 'Carregando a carta...',
    noData: 'Não há dados do glossário.',
    loadError: 'Erro ao carregar o glossário: {{message}}. Tente de novo mais tarde.',
    retry: 'Tentar de novo',
    loadFailedStatus: 'Não foi possível carregar o glossário de cartas: {{status}}',
    meaning: 'Significado',
    lifeSpread: 'Tiragem de vida',
    lifeSpreadOf: 'Tiragem de vida da carta {{name}}',
    relatedCards: 'Cartas relacionadas',
    planetaryPosition: 'Posição planetária',
    birthdays: 'Aniversários associados',
    none: 'Nenhum',
    keywords: 'Palavras-chave',
    mysticalFamily: 'Família Mística',
    mysticalFamilyText:
      'Esta carta é uma das sete que ficam fora do ciclo de 45 cartas pelo qual o resto do baralho gira ano após ano. Três são fixas e nunca se movem: {{kingOfSpades}}, {{jackOfHearts}} e {{eightOfClubs}}. Quatro são semifixas e só trocam de lugar entre si, em dois pares: {{aceOfClubs}} com {{twoOfHearts}}, e {{sevenOfDiamonds}} com {{nineOfHearts}}.',
    related: {
      supportiveKarma: 'Carma de apoio',
      challengingKarma: 'Carma de desafio',
      god: 'Carta de Deus',
      financialSecurity: 'Segurança financeira',
      fame: 'Fama e fortuna',
      recognition: 'Reconhecimento',
      hiddenPower: 'Poder oculto',
    },
    noKarma: 'Nenhuma: uma carta fixa não tem cartas cármicas.',
    notFoundNamed: 'Não existe nenhuma carta chamada <1>“{{requested}}”</1> no baralho.',
    notFoundAny: 'Essa carta não existe no baralho.',
    returnHome: 'Voltar ao início',
    browse: 'Ver o glossário de cartas',
  },
  lookups: {
    error: 'Erro: {{message}}',
    combinationHttp: 'Não foi possível carregar a carta de combinação: {{status}}',
    combinationNetwork: 'Ocorreu um erro ao buscar a carta de combinação.',
    nameHttp: 'Não foi possível carregar a carta do nome: {{status}}',
    nameNetwork: 'Ocorreu um erro ao buscar a carta do nome.',
    combination: {
      title: 'Combinação de cartas',
      subtitle: 'Escolha duas cartas para ver a carta que elas formam juntas.',
      form: 'Escolha duas cartas',
      card1: 'Carta 1',
      card2: 'Carta 2',
      submit: 'Buscar combinação',
      hint: 'Os dois valores se somam (A♥ = 1 … K♠ = 52); depois do Rei de Espadas, a contagem recomeça no Ás.',
      failed: 'Não foi possível obter a carta de combinação.',
      result: 'Resultado da combinação',
      equation: 'A carta 1 mais a carta 2 é igual à carta de combinação',
      sentence: 'Juntas, as cartas {{card1}} e {{card2}} formam a carta <1>{{combination}}</1>.',
    },
    name: {
      title: 'A carta do nome',
      subtitle:
        'Calcule a carta associada a um nome. Cada letra vale o seu lugar no alfabeto (A = 1 … Z = 26); o total, contado ao redor do baralho, dá a carta.',
      form: 'Digite um nome',
      label: 'Nome completo',
      placeholder: 'Digite o nome completo',
      submit: 'Calcular a carta',
      failed: 'Não foi possível obter a carta do nome.',
      result: 'Resultado: a carta do nome',
      name: 'Nome',
      value: 'Valor numérico',
      card: 'Carta',
      readAbout: 'Ler sobre a carta {{name}}',
      transliteration: 'Em letras latinas',
      transliterated: '{{name}} → {{latin}} = {{value}}',
      transliterationRule:
        'As letras cirílicas são contadas como os passaportes russos as escrevem em letras latinas (a tabela do Doc 9303 da OACI).',
    },
  },
  inYourCards: {
    failed: 'Não conseguimos ver agora quem está nas suas cartas.',
    titleToday: 'Quem está nas suas cartas hoje',
    title: 'Quem está nas suas cartas {{when}}',
    introToday:
      'Onde as cartas de nascimento das pessoas que você salvou estão nas suas tiragens (a de vida, a deste ano, a destas sete semanas e a desta semana), onde a sua está nas delas e o carma entre vocês.',
    intro:
      'A partir da sua própria {{spread}} atual, seja de quem for a leitura acima: onde as cartas de nascimento das suas pessoas estão nela e onde a sua está nas delas.',
    spreadNames: {
      yearly: 'tiragem anual',
      sevenWeek: 'tiragem de 7 semanas',
      weekly: 'tiragem semanal',
    },
    spreadPhrases: {
      life: 'na tiragem de vida',
      yearly: 'neste ano',
      sevenWeek: 'nestas sete semanas',
      weekly: 'nesta semana',
    },
    addBirthdate: 'Adicione sua data de nascimento',
    retry: 'Tentar de novo',
    addPerson: 'Adicionar uma pessoa',
    noneInPeriod:
      'Nenhuma carta das suas pessoas está na sua {{spread}} {{when}}, e a sua não está em nenhuma das delas.',
    noneAnywhere:
      'Hoje, a carta de {{name}} não está em nenhuma das suas tiragens, e a sua não está em nenhuma das tiragens dessa pessoa.',
    loading: 'Carregando quem está nas suas cartas…',
    inYourCards: 'Nas suas cartas',
    youInTheirs: 'Você nas cartas de {{name}}',
    karma: 'Carma',
    sentences: {
      yoursInTheirs: 'Sua carta ({{symbol}}) é a carta de {{place}} de {{owner}} {{when}}.',
      theirsInYours: 'A carta de {{whose}} ({{symbol}}) é a sua carta de {{place}} {{when}}.',
      theirsInTheirs: 'A carta de {{whose}} ({{symbol}}) é a carta de {{place}} de {{owner}} {{when}}.',
      karmaYoursInTheirs: 'Sua carta ({{symbol}}) é a carta cármica {{kind}} de {{owner}}.',
      karmaTheirsInYours: 'A carta de {{whose}} ({{symbol}}) é a sua carta cármica {{kind}}.',
      karmaTheirsInTheirs: 'A carta de {{whose}} ({{symbol}}) é a carta cármica {{kind}} de {{owner}}.',
      supportive: 'de apoio',
      challenging: 'de desafio',
    },
  },
  pairs: {
    title: 'Lado a lado',
    subtitle:
      'As cartas de nascimento de duas pessoas e onde cada uma está nas tiragens da outra: uma linguagem comum para o que acontece entre vocês, nunca uma pontuação.',
    failed: 'Não conseguimos colocar essas duas pessoas lado a lado agora.',
    addBirthdate: 'Adicione sua data de nascimento',
    retry: 'Tentar de novo',
    home: 'Ir para o início',
    loading: 'Carregando as duas pessoas lado a lado…',
    first: 'Primeira pessoa',
    second: 'Segunda pessoa',
    choose: 'Escolha uma pessoa',
    gone: 'Alguém que não está mais salvo',
    you: 'Você ({{name}})',
    youAlone: 'Você',
    bothCards: 'As duas cartas de nascimento',
    whereYours: 'Onde as suas cartas se cruzam',
    whereTheirs: 'Onde as cartas deles se cruzam',
    inYourCards: 'Nas suas cartas',
    inTheirCards: 'Nas cartas de {{name}}',
    karma: 'Carma',
    noKarma: 'Nenhuma das duas é carta cármica da outra.',
    yoursNowhere:
      'Sua carta não está em nenhuma das tiragens de {{owner}}: nem na de vida nem nas do ano, das sete semanas e da semana atuais.',
    theirsNowhere:
      'A carta de {{whose}} não está em nenhuma das suas tiragens: nem na de vida nem nas do ano, das sete semanas e da semana atuais.',
    theirsNowhereTheirs:
      'A carta de {{whose}} não está em nenhuma das tiragens de {{owner}}: nem na de vida nem nas do ano, das sete semanas e da semana atuais.',
    places: 'Do que falam as posições',
  },
  placements: {
    title: 'Como funcionam as posições',
    subtitle: 'Cada carta de uma tiragem ocupa uma posição. A posição diz de que parte da vida a carta fala.',
    empty: 'O guia de posições está sendo escrito.',
    footer:
      'Esta é uma visão geral. O que uma carta significa numa posição depende também da própria carta e do resto da leitura.',
    guide: PLACEMENTS,
  },
};
