import { HOME } from '@cardology/engine/texts/locales/ru/pages';
import { PLACEMENTS } from '@cardology/engine/texts/locales/ru/placements';
import type { Catalog } from '../en';

// The cards' own pages: glossary, lookups, who is in your cards, side by side, the placements guide. Suits and
// the guide come from the engine's catalog (their one home); card names from the server's answers. Russian
// declines nouns: a card's name stays in the nominative behind «карта» in any case («о карте Туз Пик»), and a
// person's name opens the sentence before a colon, so that neither ever needs an ending it cannot get.
export const cards: Catalog['cards'] = {
  pageTitle: '{{name}} · Cardology',
  suits: {
    hearts: HOME.suits.hearts.name,
    clubs: HOME.suits.clubs.name,
    diamonds: HOME.suits.diamonds.name,
    spades: HOME.suits.spades.name,
  },
  glossary: {
    loadingCard: 'Загружаем карту...',
    noData: 'Данных справочника нет.',
    loadError: 'Ошибка при загрузке справочника: {{message}}. Попробуйте позже.',
    retry: 'Повторить',
    loadFailedStatus: 'Не удалось загрузить справочник карт: {{status}}',
    meaning: 'Значение',
    lifeSpread: 'Жизненный расклад',
    lifeSpreadOf: 'Жизненный расклад карты {{name}}',
    relatedCards: 'Связанные карты',
    planetaryPosition: 'Планетарная позиция',
    birthdays: 'Дни рождения',
    none: 'Нет',
    keywords: 'Ключевые слова',
    mysticalFamily: 'Мистическая семья',
    mysticalFamilyText:
      'Эта карта — одна из семи, которые стоят в стороне от 45-карточного цикла, по которому год за годом движется остальная колода. Три карты фиксированные и никогда не сдвигаются: {{kingOfSpades}}, {{jackOfHearts}} и {{eightOfClubs}}. Четыре — полуфиксированные и меняются местами только друг с другом, двумя парами: {{aceOfClubs}} и {{twoOfHearts}}, {{sevenOfDiamonds}} и {{nineOfHearts}}.',
    related: {
      supportiveKarma: 'Кармическая карта поддержки',
      challengingKarma: 'Кармическая карта испытания',
      god: 'Карта Бога',
      financialSecurity: 'Финансовая опора',
      fame: 'Слава и удача',
      recognition: 'Признание',
      hiddenPower: 'Скрытая сила',
    },
    noKarma: 'Нет: у фиксированной карты нет кармических карт.',
    notFoundNamed: 'Карты с названием <1>«{{requested}}»</1> в колоде нет.',
    notFoundAny: 'Такой карты в колоде нет.',
    returnHome: 'Вернуться на главную',
    browse: 'Открыть справочник карт',
  },
  lookups: {
    error: 'Ошибка: {{message}}',
    combinationHttp: 'Не удалось загрузить карту сочетания: {{status}}',
    combinationNetwork: 'При поиске карты сочетания произошла ошибка.',
    nameHttp: 'Не удалось загрузить карту имени: {{status}}',
    nameNetwork: 'При поиске карты имени произошла ошибка.',
    combination: {
      title: 'Сочетание карт',
      subtitle: 'Выберите две карты и узнайте, какую карту они дают вместе.',
      form: 'Выберите две карты',
      card1: 'Карта 1',
      card2: 'Карта 2',
      submit: 'Найти сочетание',
      hint: 'Значения двух карт складываются (A♥ = 1 … K♠ = 52); после Короля Пик счёт снова начинается с Туза.',
      failed: 'Не удалось получить карту сочетания.',
      result: 'Результат сочетания',
      equation: 'Карта 1 плюс карта 2 равно карте сочетания',
      sentence: 'Вместе карты {{card1}} и {{card2}} дают карту <1>{{combination}}</1>.',
    },
    name: {
      title: 'Карта имени',
      subtitle:
        'Рассчитайте карту, связанную с именем. Каждая буква латинского алфавита весит столько, какое место она занимает в нём (A = 1 … Z = 26), а имя кириллицей сначала пишется латиницей, как в загранпаспорте; сумма, отсчитанная по кругу колоды, даёт карту.',
      form: 'Введите имя',
      label: 'Полное имя',
      placeholder: 'Введите полное имя',
      submit: 'Рассчитать карту имени',
      failed: 'Не удалось получить карту имени.',
      result: 'Карта имени',
      name: 'Имя',
      value: 'Числовое значение',
      card: 'Карта',
      readAbout: 'Подробнее о карте {{name}}',
      transliteration: 'Латиницей',
      transliterated: '{{name}} → {{latin}} = {{value}}',
      transliterationRule:
        'Буквы кириллицы считаются по их латинской записи в российском загранпаспорте (таблица ИКАО).',
    },
  },
  inYourCards: {
    failed: 'Сейчас не удалось узнать, кто в ваших картах.',
    titleToday: 'Кто в ваших картах сегодня',
    title: 'Кто в ваших картах {{when}}',
    introToday:
      'Где в ваших раскладах — жизненном, на этот год, на эти семь недель и на эту неделю — стоят карты рождения сохранённых вами людей, где ваша карта стоит в их раскладах и какая между вами карма.',
    intro:
      'Ваш собственный текущий {{spread}}, чей бы расклад ни был открыт выше: где в нём стоят карты рождения ваших людей и где ваша карта стоит в их раскладах.',
    spreadNames: {
      yearly: 'годовой расклад',
      sevenWeek: 'расклад на 7\u00A0недель',
      weekly: 'недельный расклад',
    },
    spreadPhrases: {
      life: 'в жизненном раскладе',
      yearly: 'в этом году',
      sevenWeek: 'в эти семь недель',
      weekly: 'на этой неделе',
    },
    addBirthdate: 'Укажите дату рождения',
    retry: 'Повторить',
    addPerson: 'Добавить человека',
    noneInPeriod:
      'Ни одна карта ваших людей не попала {{when}} в ваш {{spread}}, а ваша карта — ни в один из их раскладов.',
    noneAnywhere:
      '{{name}}: сегодня ваши карты не встречаются ни в одном из ваших раскладов, ни в раскладах этого человека.',
    loading: 'Загружаем, кто в ваших картах…',
    inYourCards: 'В ваших картах',
    youInTheirs: 'Вы в картах: {{name}}',
    karma: 'Карма',
    sentences: {
      yoursInTheirs:
        '{{owner}}: ваша карта ({{symbol}}) {{when}} стоит у этого человека на позиции «{{place}}».',
      theirsInYours:
        '{{whose}}: карта рождения этого человека ({{symbol}}) {{when}} стоит у вас на позиции «{{place}}».',
      theirsInTheirs:
        '{{whose}} и {{owner}}: карта рождения первого ({{symbol}}) {{when}} стоит у второго на позиции «{{place}}».',
      karmaYoursInTheirs:
        '{{owner}}: ваша карта ({{symbol}}) — кармическая карта {{kind}} для этого человека.',
      karmaTheirsInYours:
        '{{whose}}: карта рождения этого человека ({{symbol}}) — ваша кармическая карта {{kind}}.',
      karmaTheirsInTheirs:
        '{{whose}} и {{owner}}: карта рождения первого ({{symbol}}) — кармическая карта {{kind}} для второго.',
      supportive: 'поддержки',
      challenging: 'испытания',
    },
  },
  pairs: {
    title: 'Бок о бок',
    subtitle:
      'Карты рождения двух людей и то, где каждая стоит в раскладах другого: общий язык для того, что происходит между вами, а не оценка.',
    failed: 'Сейчас не удалось поставить этих двоих рядом.',
    addBirthdate: 'Укажите дату рождения',
    retry: 'Повторить',
    home: 'На главную',
    loading: 'Ставим двоих рядом…',
    first: 'Первый человек',
    second: 'Второй человек',
    choose: 'Выберите человека',
    gone: 'Человек, которого больше нет в списке',
    you: 'Вы ({{name}})',
    youAlone: 'Вы',
    bothCards: 'Обе карты рождения',
    whereYours: 'Где встречаются ваши карты',
    whereTheirs: 'Где встречаются их карты',
    inYourCards: 'В ваших картах',
    inTheirCards: 'В картах: {{name}}',
    karma: 'Карма',
    noKarma: 'Ни одна из двух карт не кармическая для другой.',
    yoursNowhere:
      '{{owner}}: ваша карта не стоит ни в одном раскладе этого человека — ни в жизненном, ни в текущих годовом, семинедельном и недельном.',
    theirsNowhere:
      '{{whose}}: карта рождения этого человека не стоит ни в одном из ваших раскладов — ни в жизненном, ни в текущих годовом, семинедельном и недельном.',
    theirsNowhereTheirs:
      '{{whose}} и {{owner}}: карта рождения первого не стоит ни в одном раскладе второго — ни в жизненном, ни в текущих годовом, семинедельном и недельном.',
    places: 'О чём говорят позиции',
  },
  placements: {
    title: 'Что значат позиции карт',
    subtitle:
      'Каждая карта расклада стоит на своей позиции. Позиция говорит, какой области жизни касается карта.',
    empty: 'Справочник позиций ещё пишется.',
    footer:
      'Это общий обзор. Что карта значит на позиции, зависит ещё и от самой карты и от всего остального расклада.',
    guide: PLACEMENTS,
  },
};
