import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE } from './accounts';
import { checker, chooseByCookie, isPhone, TRANSLATED, type Translated, WIDTHS } from './language-check';
import { addPerson } from './people-helpers';

// Issue 26, item 5, the cards' own pages: the glossary, one card's page, the two lookups, two people side by
// side and the placements guide, in every language but English (Russian: issue 33, item 4) at a phone's and a desktop's width, each
// with a screenshot, axe and the clipped-text check. The language comes from the cookie (the shared admin's
// stored language stays untouched, so the other specs keep reading English).

/** Words each screen must show (i18n/locales/<language>/cards.ts, and the server's card names). */
interface Words {
  queenOfHearts: string;
  lifeSpread: string;
  related: string;
  notFound: string;
  browse: string;
  hearts: string;
  combination: string;
  find: string;
  combinationResult: string;
  nameCard: string;
  fullName: string;
  calculate: string;
  nameResult: string;
  sideBySide: string;
  firstPerson: string;
  bothCards: string;
  /** The first person's birth card (May 17: 2♦), named from the glossary. */
  twoOfDiamonds: string;
  places: string;
  placements: string;
  sun: string;
}
const WORDS: Record<Translated, Words> = {
  es: {
    queenOfHearts: 'Reina de Corazones',
    lifeSpread: 'Tirada de vida',
    related: 'Cartas relacionadas',
    notFound: 'Carta no encontrada',
    browse: 'Ver el glosario de cartas',
    hearts: 'Corazones',
    combination: 'Combinación de cartas',
    find: 'Buscar combinación',
    combinationResult: 'Resultado de la combinación',
    nameCard: 'La carta del nombre',
    fullName: 'Nombre completo',
    calculate: 'Calcular la carta',
    nameResult: 'Resultado: la carta del nombre',
    sideBySide: 'Lado a lado',
    firstPerson: 'Primera persona',
    bothCards: 'Las dos cartas de nacimiento',
    twoOfDiamonds: 'Dos de Diamantes',
    places: 'De qué hablan las posiciones',
    placements: 'Cómo funcionan las posiciones',
    sun: 'Sol (carta de nacimiento)',
  },
  'pt-BR': {
    queenOfHearts: 'Dama de Copas',
    lifeSpread: 'Tiragem de vida',
    related: 'Cartas relacionadas',
    notFound: 'Carta não encontrada',
    browse: 'Ver o glossário de cartas',
    hearts: 'Copas',
    combination: 'Combinação de cartas',
    find: 'Buscar combinação',
    combinationResult: 'Resultado da combinação',
    nameCard: 'A carta do nome',
    fullName: 'Nome completo',
    calculate: 'Calcular a carta',
    nameResult: 'Resultado: a carta do nome',
    sideBySide: 'Lado a lado',
    firstPerson: 'Primeira pessoa',
    bothCards: 'As duas cartas de nascimento',
    twoOfDiamonds: 'Dois de Ouros',
    places: 'Do que falam as posições',
    placements: 'Como funcionam as posições',
    sun: 'Sol (carta de nascimento)',
  },
  ru: {
    queenOfHearts: 'Дама Червей',
    lifeSpread: 'Жизненный расклад',
    related: 'Связанные карты',
    notFound: 'Карта не найдена',
    browse: 'Открыть справочник карт',
    hearts: 'Червы',
    combination: 'Сочетание карт',
    find: 'Найти сочетание',
    combinationResult: 'Результат сочетания',
    nameCard: 'Карта имени',
    fullName: 'Полное имя',
    calculate: 'Рассчитать карту имени',
    nameResult: 'Карта имени',
    sideBySide: 'Бок о бок',
    firstPerson: 'Первый человек',
    bothCards: 'Обе карты рождения',
    twoOfDiamonds: 'Двойка Бубен',
    places: 'О чём говорят позиции',
    placements: 'Что значат позиции карт',
    sun: 'Солнце (карта рождения)',
  },
};

/** A saved person's id, by the name addPerson gave them. */
async function personId(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/connections');
  expect(response.ok()).toBe(true);
  const people = (await response.json()) as { id: string; name: string }[];
  const person = people.find((each) => each.name === name);
  expect(person, name).toBeTruthy();
  return person?.id ?? '';
}

test.describe.configure({ mode: 'parallel' });

for (const language of TRANSLATED) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({
        viewport: { width, height: isPhone(width) ? 844 : 900 },
        reducedMotion: 'reduce',
        storageState: ADMIN_STATE,
      });

      test('the glossary, a card, the lookups, a pair and the placements guide', async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        test.slow();
        const words = WORDS[language];
        const run = checker(page, testInfo, `cards-${language}-${width}`);
        await chooseByCookie(context, baseURL as string, language);

        // One card's page: the server's name, the page's own headings.
        await page.goto('/glossary/Q%E2%99%A5');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: words.queenOfHearts })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: words.lifeSpread })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: words.related })).toBeVisible();
        await run.check('card');

        // A card that is not in the deck, and from it the glossary drawer: suits in the language.
        await page.goto('/glossary/Nothing');
        await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
        await run.check('not-found');
        await page.getByRole('button', { name: words.browse }).click();
        const drawer = page.getByRole('dialog');
        await expect(
          drawer.getByRole('heading', { level: 3, name: words.hearts, exact: true }),
        ).toBeVisible();
        await expect(drawer.getByRole('link')).toHaveCount(52);
        await run.check('glossary');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        // The combination lookup.
        await page.goto('/combination');
        await expect(page.getByRole('heading', { level: 1, name: words.combination })).toBeVisible();
        const selects = page.getByRole('main').getByRole('combobox');
        await expect(selects.first()).toBeEnabled();
        await selects.nth(0).selectOption('12');
        await selects.nth(1).selectOption('27');
        await page.getByRole('button', { name: words.find }).click();
        await expect(page.getByRole('heading', { level: 2, name: words.combinationResult })).toBeVisible();
        await run.check('combination');

        // The name-card lookup.
        await page.goto('/name-card');
        await expect(page.getByRole('heading', { level: 1, name: words.nameCard })).toBeVisible();
        await page.getByLabel(words.fullName).fill('Maria da Conceição');
        await page.getByRole('button', { name: words.calculate }).click();
        await expect(page.getByRole('heading', { level: 2, name: words.nameResult })).toBeVisible();
        await run.check('name-card');

        // Two people side by side (the shared admin has no birthdate of their own: two saved people).
        const first = await addPerson(page, baseURL, 'Lado', '1990-05-17');
        const second = await addPerson(page, baseURL, 'Outro', '1985-11-02');
        const [a, b] = [await personId(page, first), await personId(page, second)];
        await page.goto(`/pairs?${new URLSearchParams({ a, b })}`);
        await expect(page.getByRole('heading', { level: 1, name: words.sideBySide })).toBeVisible();
        await expect(page.getByLabel(words.firstPerson)).toBeVisible();
        const both = page.getByRole('region', { name: words.bothCards });
        await expect(both.getByText(words.twoOfDiamonds)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: words.places })).toBeVisible();
        await run.check('pairs');

        // The placements guide, its first entry open.
        await page.goto('/placements-explained');
        await expect(page.getByRole('heading', { level: 1, name: words.placements })).toBeVisible();
        await page.getByRole('button', { name: words.sun }).click();
        await expect(page.getByRole('region', { name: words.sun })).toBeVisible();
        await run.check('placements');
        run.assertNone();
      });
    });
  }
}
