import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  skip: 'Перейти к содержимому',
  menu: {
    open: 'Открыть меню',
    main: 'Главное',
    home: 'Главная',
    yearly: 'Годовой расклад',
    weekly: 'Недельный расклад',
    sevenWeek: 'Расклад на 7\u00A0недель',
    sevenYear: 'Расклад на 7\u00A0лет',
    combination: 'Сочетание карт',
    nameCard: 'Карта имени',
    placements: 'Что значат позиции',
    profile: 'Профиль',
    saved: 'Сохранённое',
    savedInterpretations: 'Сохранённые толкования',
    journal: 'Дневник',
    creditManagement: 'Управление кредитами',
    login: 'Войти',
    logout: 'Выйти',
  },
  bar: {
    label: 'Быстрые действия',
    selectPerson: 'Выбрать человека',
    glossary: 'Справочник',
    signUp: 'Создать аккаунт',
  },
  header: {
    cardGlossary: 'Справочник карт',
  },
  credits: {
    unit_one: 'кредит',
    unit_few: 'кредита',
    unit_many: 'кредитов',
    unit_other: 'кредита',
    request: 'Попросить больше кредитов озвучки',
  },
  language: {
    label: 'Язык',
  },
  back: 'Назад',
  loading: 'Загрузка...',
  loadingPage: 'Загружаем страницу',
  loadingCards: 'Загружаем карты…',
  close: 'Закрыть',
  offline: 'Нет подключения — показано то, что вы видели последним',
  keywords: 'Ключевые слова',
  lifeSpread: 'Жизненный расклад',
  update: {
    ready: 'Готова новая версия',
    reload: 'Обновить',
  },
  routeError: {
    title: 'Что-то пошло не так',
    body: 'Не удалось показать эту страницу. Обычно помогает её обновить.',
    reload: 'Обновить',
  },
  notFound: {
    documentTitle: 'Страница не найдена · Cardology',
    title: 'Ой! Такой страницы нет',
    body: 'Этой карты нет в колоде.',
    home: 'Вернуться на главную',
  },
  drawers: {
    people: 'Выберите, чьи карты читать, или добавьте нового человека.',
    glossary: 'Все карты колоды и их значения.',
  },
  // The engine catalog's position labels (texts/locales/ru/positions.ts), the two short ones shortened.
  places: {
    displacement: 'Зам.',
    environment: 'Окр.',
  },
  tryAgain: 'Попробовать ещё раз',
  unknownError: 'Неизвестная ошибка',
};
