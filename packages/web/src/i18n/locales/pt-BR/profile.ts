import type { Catalog } from '../en';

export const profile: Catalog['profile'] = {
  title: 'Seu perfil',
  subtitle: 'Seu nome e sua data de nascimento moldam cada leitura.',
  details: 'Dados',
  saved: 'Perfil salvo',
  saveFailed: 'Não foi possível salvar seu perfil',
  name: 'Nome',
  save: 'Salvar perfil',
  saving: 'Salvando...',
  birthdate: 'Data de nascimento',
  age: 'Idade (opcional)',
  ageHint: 'Deixe em branco para calcularmos pela sua data de nascimento.',
  ageHintWith: 'Deixe em branco para calcularmos pela sua data de nascimento ({{age}}).',
  account: 'Conta',
  email: 'E-mail',
  membership: 'Assinatura',
  standard: 'Padrão',
  credits: 'Créditos de voz',
  requestMore: 'Pedir mais',
  logout: 'Sair',
};
