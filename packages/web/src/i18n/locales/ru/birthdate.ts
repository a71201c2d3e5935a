import type { Catalog } from '../en';

// The field's order and its dots come from Intl ('ru': 05.03.1990); the letters and words are these.
export const birthdate: Catalog['birthdate'] = {
  letters: { day: 'ДД', month: 'ММ', year: 'ГГГГ' },
  hint: 'День, месяц и год: {{pattern}}.',
  readBack: 'Мы поняли: {{date}}',
  shortYear: 'Напишите год четырьмя цифрами.',
  noSuchMonth: 'Месяца с номером {{month}} нет.',
  // {{month}} is Intl's month and year in the nominative ('февраль 1990 г.', its own dot at the end), so it stands last, after a colon.
  noSuchDay: 'В этом месяце нет {{day}}-го числа: {{month}}',
  noYearZero: 'Года 0 не было.',
  invalid: 'Введите правильную дату рождения в формате {{pattern}}',
};
