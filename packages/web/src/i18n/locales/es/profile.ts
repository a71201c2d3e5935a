import type { Catalog } from '../en';

export const profile: Catalog['profile'] = {
  title: 'Tu perfil',
  subtitle: 'Tu nombre y tu fecha de nacimiento dan forma a cada lectura.',
  details: 'Datos',
  saved: 'Guardamos tu perfil',
  saveFailed: 'No pudimos guardar tu perfil',
  name: 'Nombre',
  save: 'Guardar perfil',
  saving: 'Guardando...',
  birthdate: 'Fecha de nacimiento',
  age: 'Edad (opcional)',
  ageHint: 'Déjala vacía y la calculamos con tu fecha de nacimiento.',
  ageHintWith: 'Déjala vacía y la calculamos con tu fecha de nacimiento ({{age}}).',
  account: 'Cuenta',
  email: 'Correo electrónico',
  membership: 'Membresía',
  standard: 'Estándar',
  credits: 'Créditos de voz',
  requestMore: 'Pedir más',
  logout: 'Salir',
};
