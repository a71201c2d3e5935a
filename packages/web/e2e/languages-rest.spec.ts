import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { NAMES as esNames } from '@cardology/engine/texts/locales/es/names';
import { NAMES as ptBRNames } from '@cardology/engine/texts/locales/pt-BR/names';
import { NAMES as ruNames } from '@cardology/engine/texts/locales/ru/names';
import { expect, type Page, test } from '@playwright/test';
import { CATALOG as es } from '../src/i18n/locales/es';
import { CATALOG as ptBR } from '../src/i18n/locales/pt-BR';
import { CATALOG as ru } from '../src/i18n/locales/ru';
import { ADMIN_STATE } from './accounts';
import { checker, chooseByCookie, isPhone, TRANSLATED, type Translated, WIDTHS } from './language-check';
import { addPerson } from './people-helpers';

// Issue 26, item 5, for the screens nobody else owns: index.html's first paint (before any script), the
// password pages, the not-found page, the weekly and 7-week readings (the reading layout's headings) and the
// offline note, in every language but English (Russian: issue 33, item 4) at a phone's and a desktop's width, with axe and the
// clipped-text check. The language is the cookie's: the shared admin's stored language stays English.

/** Words each screen must show (web catalogs i18n/locales/<language>/{shell,auth,readings,home}.ts). */
interface Words {
  signIn: string;
  homeSubtitle: string;
  savedTitle: string;
  forgotTitle: string;
  backToSignIn: string;
  resetTitle: string;
  newPassword: string;
  notFound: string;
  returnHome: string;
  changePerson: string;
  weeklyFor: (name: string) => string;
  sevenWeekFor: (name: string) => string;
  direct: string;
  vertical: string;
  offline: string;
}
const WORDS: Record<Translated, Words> = {
  es: {
    signIn: 'Qué bueno verte de nuevo',
    homeSubtitle: 'Aquí tienes la carta que da color a tu día y las lecturas que te esperan.',
    savedTitle: 'Mis interpretaciones guardadas',
    forgotTitle: '¿Olvidaste tu contraseña?',
    backToSignIn: 'Volver a entrar',
    resetTitle: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    notFound: '¡Vaya! No encontramos esta página',
    returnHome: 'Volver al inicio',
    changePerson: 'Cambiar de persona',
    weeklyFor: (name) => `Lectura semanal de ${name}`,
    sevenWeekFor: (name) => `Lectura de 7 semanas de ${name}`,
    direct: 'Cartas directas: de Mercurio a Neptuno',
    vertical: 'Tirada vertical',
    offline: 'Estás sin conexión',
  },
  'pt-BR': {
    signIn: 'Que bom ver você de novo',
    homeSubtitle: 'Aqui está a carta que dá cor ao seu dia e as leituras que esperam por você.',
    savedTitle: 'Minhas interpretações salvas',
    forgotTitle: 'Esqueceu sua senha?',
    backToSignIn: 'Voltar para entrar',
    resetTitle: 'Escolha uma nova senha',
    newPassword: 'Nova senha',
    notFound: 'Ops! Página não encontrada',
    returnHome: 'Voltar ao início',
    changePerson: 'Trocar de pessoa',
    weeklyFor: (name) => `Leitura semanal de ${name}`,
    sevenWeekFor: (name) => `Leitura de 7 semanas de ${name}`,
    direct: 'Cartas diretas: de Mercúrio a Netuno',
    vertical: 'Tiragem vertical',
    offline: 'Você está off-line',
  },
  ru: {
    signIn: 'С возвращением',
    homeSubtitle: 'Вот карта, которая окрашивает сегодняшний день, и расклады, которые вас ждут.',
    savedTitle: 'Мои сохранённые толкования',
    forgotTitle: 'Забыли пароль?',
    backToSignIn: 'Вернуться ко входу',
    resetTitle: 'Задайте новый пароль',
    newPassword: 'Новый пароль',
    notFound: 'Ой! Такой страницы нет',
    returnHome: 'Вернуться на главную',
    changePerson: 'Выбрать другого человека',
    // readings.forPerson: the name stays in the nominative, after a colon.
    weeklyFor: (name) => `Недельный расклад: ${name}`,
    sevenWeekFor: (name) => `Расклад на 7 недель: ${name}`,
    direct: 'Прямые карты: от Меркурия до Нептуна',
    vertical: 'Вертикальный расклад',
    offline: 'Нет подключения',
  },
};

/** Each language's catalog and card names, for the first paint's words of the route table's other shapes. */
const FIRST_PAINT_SOURCES = {
  es: { catalog: es, names: esNames },
  'pt-BR': { catalog: ptBR, names: ptBRNames },
  ru: { catalog: ru, names: ruNames },
} as const;

/** English words of the same first paint: none may show for a reader of another language. */
const ENGLISH_FIRST_PAINT = [
  'Welcome Back',
  'Sign in to continue',
  'New to the cards?',
  'Here is the card',
  'My Saved Interpretations',
];

/** The app's entry never arrives: what shows is index.html's static first paint alone. */
const blockTheApp = (page: Page) => page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());

async function choosePerson(page: Page, words: Words, name: string) {
  await page.getByRole('main').getByRole('button', { name: words.changePerson }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('button[aria-pressed]', { hasText: name }).click();
  await expect(drawer).toBeHidden();
}

test.describe.configure({ mode: 'parallel' });

test('the first paint picks the browser’s language without a cookie, and an unknown cookie reads as none', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, cookie, expected] of [
    ['pt-BR', null, 'pt-BR'],
    ['es-MX', 'xx', 'es'],
    ['ru-RU', null, 'ru'],
    ['fr-FR', null, 'en'],
  ] as const) {
    const context = await browser.newContext({ locale });
    if (cookie) await context.addCookies([{ name: LANGUAGE_COOKIE, value: cookie, url: baseURL as string }]);
    const page = await context.newPage();
    await blockTheApp(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
    await context.close();
  }
});

for (const language of TRANSLATED) {
  const words = WORDS[language];
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });

      test('the first paint, before any script, speaks the cookie’s language', async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        await chooseByCookie(context, baseURL as string, language);
        await blockTheApp(page);
        const shell = page.locator('#first-paint');

        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(shell.locator('h1:visible')).toHaveText(words.signIn, { useInnerText: true });
        await page.screenshot({ path: testInfo.outputPath(`${language}-${width}-first-paint-login.png`) });
        for (const english of ENGLISH_FIRST_PAINT)
          await expect(shell).not.toContainText(english, { useInnerText: true });

        await page.goto('/');
        await expect(shell.locator('[data-shell-subtitle]:visible')).toHaveText(words.homeSubtitle);
        await expect(shell.locator('[data-shell="subtitle-skeleton"]')).toBeHidden();
        await page.screenshot({ path: testInfo.outputPath(`${language}-${width}-first-paint-home.png`) });

        // A page whose title is the same for everyone paints it in the language too.
        await page.goto('/saved-readings');
        await expect(shell.locator('h1:visible')).toHaveText(words.savedTitle, { useInnerText: true });
        for (const english of ENGLISH_FIRST_PAINT)
          await expect(shell).not.toContainText(english, { useInnerText: true });

        // The not-found page's heading and a card's name (issue 35's shapes) in the language too.
        const { catalog, names } = FIRST_PAINT_SOURCES[language];
        await page.goto('/no-such-page');
        await expect(shell.locator('h1:visible')).toHaveText(catalog.shell.notFound.title);
        await page.goto(`/glossary/${encodeURIComponent('7♥')}`);
        await expect(shell.locator('h1:visible')).toHaveText(names.cards['7♥']?.name ?? '');
      });

      test('forgot and reset password, and a page that does not exist', async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        const run = checker(page, testInfo, `${language}-${width}`);
        await chooseByCookie(context, baseURL as string, language);

        await page.goto('/forgot-password');
        await expect(page.getByRole('heading', { level: 1, name: words.forgotTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: words.backToSignIn })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await run.check('forgot-password');

        await page.goto('/reset-password?token=not-a-real-token');
        await expect(page.getByRole('heading', { level: 1, name: words.resetTitle })).toBeVisible();
        await expect(page.getByLabel(words.newPassword, { exact: true })).toBeVisible();
        await run.check('reset-password');

        await page.goto('/no/such/page');
        await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
        await expect(page.getByRole('link', { name: words.returnHome })).toBeVisible();
        await expect(page).toHaveTitle(/Cardology/);
        await run.check('not-found');
        run.assertNone();
      });

      test.describe('signed in', () => {
        test.use({ storageState: ADMIN_STATE });

        test('the weekly and 7-week readings, and the offline note', async ({
          page,
          context,
          baseURL,
        }, testInfo) => {
          test.slow();
          const run = checker(page, testInfo, `${language}-${width}`);
          await chooseByCookie(context, baseURL as string, language);
          const name = await addPerson(page, baseURL, 'Semana', '1988-03-09');

          await page.goto('/weekly');
          await choosePerson(page, words, name);
          await expect(page.getByRole('heading', { level: 1, name: words.weeklyFor(name) })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: words.direct })).toBeVisible();
          await expect(page.getByRole('button', { name: new RegExp(words.vertical) })).toBeVisible();
          await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
          await run.check('weekly');

          await page.goto('/seven-week');
          const heading = page.getByRole('heading', { level: 1, name: words.sevenWeekFor(name) });
          if (!(await heading.isVisible())) await choosePerson(page, words, name);
          await expect(heading).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: words.direct })).toBeVisible();
          await expect(page.locator('[data-slot="playing-card"]').first()).toBeVisible();
          await run.check('seven-week');

          await context.setOffline(true);
          await expect(page.getByRole('status').filter({ hasText: words.offline })).toBeVisible();
          await run.check('offline');
          await context.setOffline(false);
          run.assertNone();
        });
      });
    });
  }
}
