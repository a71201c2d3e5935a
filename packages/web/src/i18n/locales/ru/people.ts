import type { Catalog } from '../en';

// The people drawer: the reader's own row, their people, the add and edit forms. A person's {{name}} stays
// in the nominative: it follows a colon or a noun, never a verb or preposition that would decline it.
export const people: Catalog['people'] = {
  you: 'Вы',
  noBirthdate: 'Дата рождения пока не указана. <1>Добавьте её в профиле</1>, чтобы читать свои карты.',
  yourPeople: 'Ваши люди',
  addPerson: 'Добавить человека',
  editPerson: 'Изменить: {{name}}',
  removePerson: 'Удалить: {{name}}',
  pairWithMe: 'Вы и {{name}} бок о бок',
  age_one: '{{count}} год',
  age_few: '{{count}} года',
  age_many: '{{count}} лет',
  age_other: '{{count}} года',
  birthCard: 'Карта рождения: {{card}}',
  loading: 'Загружаем ваших людей',
  loadFailed: 'Не удалось загрузить ваших людей',
  empty: 'Здесь пока никого нет — добавьте людей, которые вам дороги.',
  retry: 'Повторить',
  form: {
    name: 'Имя',
    namePlaceholder: 'например, Анна Ахматова',
    birthdate: 'Дата рождения',
    cancel: 'Отмена',
    save: 'Сохранить',
    saving: 'Сохраняем...',
    addLoginRequired: 'Войдите, чтобы добавлять людей',
    addFailed: 'Не удалось добавить человека',
    editLoginRequired: 'Войдите, чтобы изменять данные людей',
    editFailed: 'Не удалось сохранить изменения',
  },
  remove: {
    title: 'Удалить из списка: {{name}}?',
    description: 'Этого человека больше не будет в вашем списке. Его можно в любой момент добавить снова.',
    confirm: 'Удалить',
    busy: 'Удаляем...',
    done: 'Удалено из списка: {{name}}',
    doneSelected: 'Теперь расклады показывают ваши собственные карты.',
    failed: 'Не удалось удалить: {{name}}',
  },
};
