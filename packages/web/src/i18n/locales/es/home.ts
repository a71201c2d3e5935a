import { HOME } from '@cardology/engine/texts/locales/es/pages';
import type { Catalog } from '../en';

export const home: Catalog['home'] = {
  welcome: 'Te damos la bienvenida, {{name}}',
  readings: {
    heading: 'Tus lecturas',
    yearly: 'Tu año de cumpleaños a cumpleaños, y el planeta que rige cada uno de sus siete períodos.',
    weekly: 'Los siete días que estás viviendo y las cartas que les dan color.',
    sevenWeek: 'Una etapa de 49 días de tu vida y lo que te pide.',
    sevenYear: 'El largo ciclo de siete años por el que estás pasando.',
  },
  intro: HOME,
};
