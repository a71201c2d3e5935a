import type { Catalog } from '../en';

export const profile: Catalog['profile'] = {
  title: 'Ваш профиль',
  subtitle: 'Имя и дата рождения лежат в основе каждого расклада.',
  details: 'Данные',
  saved: 'Профиль сохранён',
  saveFailed: 'Не удалось сохранить профиль',
  name: 'Имя',
  save: 'Сохранить профиль',
  saving: 'Сохраняем...',
  birthdate: 'Дата рождения',
  age: 'Возраст (необязательно)',
  ageHint: 'Оставьте пустым — мы посчитаем его по дате рождения.',
  ageHintWith: 'Оставьте пустым — мы посчитаем его по дате рождения ({{age}}).',
  account: 'Аккаунт',
  email: 'Электронная почта',
  membership: 'Подписка',
  standard: 'Обычная',
  credits: 'Кредиты озвучки',
  requestMore: 'Попросить ещё',
  logout: 'Выйти',
};
