import { HOME } from '@cardology/engine/texts/locales/pt-BR/pages';
import type { Catalog } from '../en';

export const home: Catalog['home'] = {
  welcome: 'Boas-vindas, {{name}}',
  readings: {
    heading: 'Suas leituras',
    yearly: 'Seu ano de aniversário a aniversário, e o planeta que rege cada um dos seus sete períodos.',
    weekly: 'Os sete dias que você está vivendo agora e as cartas que dão cor a eles.',
    sevenWeek: 'Uma fase de 49 dias da sua vida e o que ela pede de você.',
    sevenYear: 'O longo ciclo de sete anos que você está atravessando.',
  },
  intro: HOME,
};
