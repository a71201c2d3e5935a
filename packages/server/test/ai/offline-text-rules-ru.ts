// Issue 33: the generated-text test's rules for Russian (offline-generated-text.test.ts takes them as
// `RULES.ru`), in their own file as the language's own.

/** Russian's plural rule (CLDR, as Intl.PluralRules('ru')): which form a whole number takes. */
type Form = 'one' | 'few' | 'many';

/**
 * Each count written with a form its number does not take: "1 лет", "2 лет", "5 года", "21 лет", "11 год", for
 * a noun's three forms (one, few, many; a form the same as another, "человек", is never wrong for it). The
 * number's last digits decide: 1 but 11 is one; 2–4 but 12–14 few; the rest many.
 */
function wrongCounts(forms: Readonly<Record<Form, string>>): string[] {
  const numbers: Record<Form, string> = {
    one: '(?:\\d*[02-9])?1',
    few: '(?:\\d*[02-9])?[2-4]',
    many: '(?:\\d*1\\d|\\d*[05-9]|0)',
  };
  return (Object.keys(numbers) as Form[]).flatMap((form) => {
    const wrong = [...new Set(Object.values(forms))].filter((word) => word !== forms[form]);
    return wrong.length ? [`${numbers[form]} (?:${wrong.join('|')})`] : [];
  });
}

const COUNTED: readonly Readonly<Record<Form, string>>[] = [
  { one: 'год', few: 'года', many: 'лет' },
  { one: 'карта', few: 'карты', many: 'карт' },
  { one: 'запись', few: 'записи', many: 'записей' },
  { one: 'последнюю', few: 'последние', many: 'последних' },
  { one: 'день', few: 'дня', many: 'дней' },
  { one: 'неделя', few: 'недели', many: 'недель' },
  { one: 'человек', few: 'человека', many: 'человек' },
  { one: 'кредит', few: 'кредита', many: 'кредитов' },
];

export const RUSSIAN = {
  forbidden: [
    ...COUNTED.flatMap(wrongCounts),
    // A card's name after «карта» twice ("карта карта Туз Пик"), a label's quotes left empty.
    'карт\\p{L}* карт[аыуе]',
    '«»',
    // A sentence's dot after a date that already ends in one ("2026 г..").
    'г\\.\\.',
  ],
  // No Latin word but the brand, the crisis lines' address and the test's own people (Ada, Bo, names as the
  // reader typed them); a card's symbol (A♠, J♣) is no word.
  foreign: ['(?!(?:Cardology|findahelpline|Ada|Bo)(?![A-Za-z]))[A-Za-z]+'],
  ask: {
    cardByName: 'Расскажи о карте {{name}}',
    absentCard: 'А {{absent}}?',
    joker: 'А Джокер?',
    place: 'Чему меня учит Сатурн?',
    love: 'Что карты говорят о любви?',
    money: 'Будет ли у меня больше денег?',
    work: 'А что с работой?',
    ideas: 'Что мне стоит изучать?',
    period: 'Каким будет этот год в целом?',
    dateInside: 'Что будет {{dmy}}?',
    dateOutside: 'А 1/1/1960?',
    other: 'Какая столица у Франции?',
    crisis: 'Иногда мне хочется умереть',
    meet: 'Где мы встречаемся?',
  },
  notes: ['Неделя тяжёлой работы и совсем немного покоя.', 'Поговорила с сестрой.\n\nХороший был день.'],
} as const;
