import { HOME } from '@cardology/engine/texts/locales/es/pages';
import type { Catalog } from '../en';

export const home: Catalog['home'] = {
  welcome: 'Te damos la bienvenida, {{name}}',
  subtitle: 'Aquí tienes la carta que da color a tu día y las lecturas que te esperan.',
  readings: {
    heading: 'Tus lecturas',
    yearly: 'Tu año de cumpleaños a cumpleaños, y el planeta que rige cada uno de sus siete períodos.',
    weekly: 'Los siete días que estás viviendo y las cartas que les dan color.',
    sevenWeek: 'Una etapa de 49 días de tu vida y lo que te pide.',
    sevenYear: 'El largo ciclo de siete años por el que estás pasando.',
  },
  intro: HOME,
  todays: {
    failedWith: 'No se pudo cargar la carta de hoy: {{reason}}',
    fetchFailed: 'Hubo un error al buscar la carta de hoy.',
    badData: 'No se pudieron cargar los datos de la carta de hoy.',
    spread: 'La tirada de hoy',
    spreadOf: 'Tirada de vida de la carta {{name}}',
    loading: 'Cargando la carta de hoy…',
    unavailable: 'La tirada de hoy no está disponible por ahora.',
    joker:
      'El 31 de diciembre pertenece al Comodín, la carta que está fuera de las otras cincuenta y dos. No tiene tirada propia: es un día libre entre las cartas de un año y las del siguiente, para descansar, jugar y volver a empezar.',
    retry: 'Reintentar',
  },
};
