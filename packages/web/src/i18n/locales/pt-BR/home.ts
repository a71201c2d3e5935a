import { HOME } from '@cardology/engine/texts/locales/pt-BR/pages';
import type { Catalog } from '../en';

export const home: Catalog['home'] = {
  welcome: 'Boas-vindas, {{name}}',
  subtitle: 'Aqui está a carta que dá cor ao seu dia e as leituras que esperam por você.',
  readings: {
    heading: 'Suas leituras',
    yearly: 'Seu ano de aniversário a aniversário, e o planeta que rege cada um dos seus sete períodos.',
    weekly: 'Os sete dias que você está vivendo agora e as cartas que dão cor a eles.',
    sevenWeek: 'Uma fase de 49 dias da sua vida e o que ela pede de você.',
    sevenYear: 'O longo ciclo de sete anos que você está atravessando.',
  },
  intro: HOME,
  todays: {
    failedWith: 'Não foi possível carregar a carta de hoje: {{reason}}',
    fetchFailed: 'Houve um erro ao buscar a carta de hoje.',
    badData: 'Não foi possível carregar os dados da carta de hoje.',
    spread: 'A tiragem de hoje',
    spreadOf: 'Tiragem de vida da carta {{name}}',
    loading: 'Carregando a carta de hoje…',
    unavailable: 'A tiragem de hoje não está disponível no momento.',
    joker:
      'O dia 31 de dezembro pertence ao Curinga, a carta que fica fora das outras cinquenta e duas. Ele não tem tiragem própria: é um dia livre entre as cartas de um ano e as do seguinte, para descansar, brincar e recomeçar.',
    retry: 'Tentar de novo',
  },
};
