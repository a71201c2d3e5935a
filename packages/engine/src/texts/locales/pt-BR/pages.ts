import type { HomeCatalog, PeriodsCatalog } from '../types.js';

/** The planetary periods panel in Brazilian Portuguese. */
export const PERIODS: PeriodsCatalog = {
  heading: 'Períodos planetários',
  ruler: 'Planeta regente do ano: <strong>{{planet}}</strong>',
  now: 'Agora',
};

/** The home page's introduction in Brazilian Portuguese. */
export const HOME: HomeCatalog = {
  heading: 'Sobre o Cardology',
  paragraphs: [
    'O Cardology lê um baralho comum como se fosse um calendário. As suas cinquenta e duas cartas espelham as cinquenta e duas semanas do ano; os quatro naipes, as quatro estações; e as treze cartas de cada naipe, as treze semanas de uma estação. O naipe de copas fala de amor e sentimento; o de paus, de pensamento e palavras; o de ouros, de valores e dinheiro; e o de espadas, de trabalho, saúde e sabedoria.',
    'O seu aniversário tem uma carta só dele: a sua carta de nascimento, ou carta solar. Ela descreve a essência de quem você é, e toda leitura parte dela. O dia 31 de dezembro pertence ao Curinga, a única carta que fica de fora das outras cinquenta e duas.',
    'A cada ano, e a cada fase mais curta da vida, o baralho é disposto numa nova tiragem. Seguindo a sua carta de nascimento por ela, você encontra treze cartas, de Mercúrio à Terra, e o ano se divide em sete períodos planetários de cerca de cinquenta e dois dias. As leituras daqui mostram essas cartas para você refletir sobre elas: elas sugerem, nunca decidem.',
  ],
  placementsLink: 'Como funcionam as posições',
  suitsLabel: 'Os quatro naipes',
  suits: {
    hearts: { name: 'Copas', season: 'Primavera', theme: 'amor e sentimento' },
    clubs: { name: 'Paus', season: 'Verão', theme: 'pensamento e palavras' },
    diamonds: { name: 'Ouros', season: 'Outono', theme: 'valores e dinheiro' },
    spades: { name: 'Espadas', season: 'Inverno', theme: 'trabalho, saúde e sabedoria' },
  },
};
