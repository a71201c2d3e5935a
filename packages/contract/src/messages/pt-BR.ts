// The contract's messages in Brazilian Portuguese ("você"; vocabulary of docs/glossary-pt-BR.md).
import type { MessageCatalog } from './en.js';

export const PT_BR_MESSAGES: Partial<MessageCatalog> = {
  NOT_FOUND: 'Não encontrado.',
  INTERNAL_ERROR: 'Erro interno do servidor',
  CONNECTION_NOT_FOUND: 'Não encontramos essa pessoa.',
  NAME_AND_BIRTHDATE_REQUIRED: 'Informe o nome e a data de nascimento',
  WAIT_ONE_MINUTE: 'um minuto',
  WAIT_MINUTES: '{{minutes}} minutos',
  API_RATE_LIMIT: 'Solicitações demais. Aguarde {{wait}} e tente de novo.',
  REMINDER_TITLE: 'Sua carta de hoje: {{card}}',
};
