import type { Catalog } from '../en';

export const birthdate: Catalog['birthdate'] = {
  letters: { day: 'DD', month: 'MM', year: 'AAAA' },
  hint: 'Dia, mês e ano: {{pattern}}.',
  readBack: 'Entendemos: {{date}}.',
  shortYear: 'Escreva o ano com quatro dígitos.',
  noSuchMonth: 'Não existe mês {{month}}.',
  noSuchDay: 'Não existe dia {{day}} em {{month}}.',
  noYearZero: 'Não existe ano 0.',
  invalid: 'Digite uma data de nascimento válida no formato {{pattern}}',
};
