import type { Catalog } from '../en';

export const birthdate: Catalog['birthdate'] = {
  letters: { day: 'DD', month: 'MM', year: 'AAAA' },
  hint: 'Día, mes y año: {{pattern}}.',
  readBack: 'Lo entendemos como el {{date}}.',
  shortYear: 'Escribe el año con cuatro cifras.',
  noSuchMonth: 'No existe el mes {{month}}.',
  noSuchDay: 'No hay día {{day}} en {{month}}.',
  noYearZero: 'No existe el año 0.',
  invalid: 'Escribe una fecha de nacimiento válida en formato {{pattern}}',
};
