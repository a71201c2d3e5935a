// The contract's messages in Spanish (neutral, "tú"; vocabulary of docs/glossary-es.md).
import type { MessageCatalog } from './en.js';

export const ES_MESSAGES: Partial<MessageCatalog> = {
  NOT_FOUND: 'No se encontró.',
  INTERNAL_ERROR: 'Error interno del servidor',
  CONNECTION_NOT_FOUND: 'No encontramos a esta persona.',
  NAME_AND_BIRTHDATE_REQUIRED: 'Indica el nombre y la fecha de nacimiento',
  WAIT_ONE_MINUTE: 'un minuto',
  WAIT_MINUTES: '{{minutes}} minutos',
  API_RATE_LIMIT: 'Demasiadas solicitudes. Espera {{wait}} y vuelve a intentarlo.',
  REMINDER_TITLE: 'Tu carta de hoy: {{card}}',
};
