import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';
import { checker, chooseByCookie, isPhone, TRANSLATED, type Translated, WIDTHS } from './language-check';

// Issue 26, item 5 (and issue 33, item 4, for Russian): the admin console (i18n/locales/<language>/admin.ts) in
// every language but English at a phone's and a desktop's width, signed in as the instance's admin, with axe, the clipped-text check and a
// screenshot of each screen: the page with a pending request, a user's detail with its requests and ledger, the
// reset-link dialog, the suspend dialog and the suspended account. The language comes from the cookie, so the
// shared admin's stored language stays untouched.

interface Words {
  title: string;
  pending: string;
  asks: RegExp;
  grant: string;
  search: string;
  /** The user's row after the admin set 1500 credits: the number by Intl, the count's plural form. */
  credits1500: string;
  ledger: string;
  when: string;
  setByAdmin: string;
  pendingStatus: string;
  resetLink: string;
  resetTitle: string;
  suspend: string;
  suspendTitle: string;
  reason: string;
  ends: string;
  suspended: string;
  lift: string;
}
const WORDS: Record<Translated, Words> = {
  es: {
    title: 'Gestión de créditos',
    pending: 'Solicitudes de créditos pendientes',
    asks: /pide créditos/,
    grant: 'Créditos que conceder (al aprobar)',
    search: 'Buscar usuarios por correo o nombre',
    credits1500: '1500 créditos',
    ledger: 'Movimientos de créditos',
    when: 'Cuándo',
    setByAdmin: 'Fijados por un administrador',
    pendingStatus: 'pendiente',
    resetLink: 'Enlace para restablecer',
    resetTitle: 'Enlace para restablecer la contraseña',
    suspend: 'Suspender',
    suspendTitle: 'Suspender esta cuenta',
    reason: 'Motivo',
    ends: 'Termina (opcional)',
    suspended: 'Suspendida',
    lift: 'Levantar la suspensión',
  },
  'pt-BR': {
    title: 'Gestão de créditos',
    pending: 'Pedidos de créditos pendentes',
    asks: /pede créditos/,
    grant: 'Créditos a conceder (ao aprovar)',
    search: 'Buscar usuários por e-mail ou nome',
    credits1500: '1.500 créditos',
    ledger: 'Movimentações de créditos',
    when: 'Quando',
    setByAdmin: 'Definidos por um administrador',
    pendingStatus: 'pendente',
    resetLink: 'Link de redefinição',
    resetTitle: 'Link para redefinir a senha',
    suspend: 'Suspender',
    suspendTitle: 'Suspender esta conta',
    reason: 'Motivo',
    ends: 'Termina em (opcional)',
    suspended: 'Suspensa',
    lift: 'Retirar a suspensão',
  },
  ru: {
    title: 'Управление кредитами',
    pending: 'Запросы кредитов на рассмотрении',
    asks: /просит кредиты/,
    grant: 'Сколько кредитов выдать (при одобрении)',
    search: 'Поиск пользователей по почте или имени',
    // Intl groups with a no-break space in 'ru' (the check reads it as a space); 1500 takes the 'many' form.
    credits1500: '1 500 кредитов',
    ledger: 'Журнал кредитов',
    when: 'Когда',
    setByAdmin: 'Задано администратором',
    pendingStatus: 'на рассмотрении',
    resetLink: 'Ссылка для сброса',
    resetTitle: 'Ссылка для сброса пароля',
    suspend: 'Заблокировать',
    suspendTitle: 'Заблокировать этот аккаунт',
    reason: 'Причина',
    ends: 'Окончание (необязательно)',
    suspended: 'Заблокирован',
    lift: 'Снять блокировку',
  },
};

/** A plain account with a long name that asks for credits (a pending request), in a context of its own. */
async function userWithRequest(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const account = newAccount('Maximiliana Fitzgerald-Montgomery de Westmorland');
  const request: APIRequestContext = context.request;
  const headers = { origin: baseURL };
  const signUp = await request.post('/api/auth/sign-up/email', { data: account, headers });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const me = (await (await request.get('/api/me')).json()) as { id: string };
  const asked = await request.post('/api/credit-requests', {
    data: { user_notes: 'Para mis lecturas de este año, por favor.' },
    headers,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await context.close();
  return { email: account.email, id: me.id };
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

      test('the admin console: a request, a user, the reset link and a suspension', async ({
        page,
        context,
        browser,
        baseURL,
      }, testInfo) => {
        test.slow();
        const words = WORDS[language];
        const run = checker(page, testInfo, `admin-${language}-${width}`);
        const user = await userWithRequest(browser, baseURL as string);
        // A ledger row for the user's detail: the admin sets their credits.
        const set = await page.request.put(`/api/admin/users/${user.id}/credits`, {
          data: { new_credit_total: 1500 },
          headers: { origin: baseURL as string },
        });
        expect(set.ok(), await set.text()).toBe(true);
        await chooseByCookie(context, baseURL as string, language);

        await page.goto('/admin/credit-management');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(words.pending) })).toBeVisible();
        const card = page.getByRole('article').filter({ hasText: user.email });
        await expect(card.getByRole('heading', { name: words.asks })).toBeVisible();
        await expect(card.getByLabel(words.grant)).toHaveValue('100');
        await run.check('console');

        // Enter submits the users' search: its button's word is also the account picker's (issue 34), two alike.
        await page.getByLabel(words.search).fill(user.email);
        await page.getByLabel(words.search).press('Enter');
        const row = page.getByRole('button', { name: new RegExp(user.email) });
        await expect(row).toContainText(words.credits1500);
        await row.click();
        await expect(page.getByRole('heading', { level: 3, name: words.ledger })).toBeVisible();
        const ledger = page.getByRole('table');
        await expect(ledger.getByRole('columnheader', { name: words.when })).toBeVisible();
        await expect(ledger).toContainText(words.setByAdmin);
        await expect(page.getByText(words.pendingStatus, { exact: true })).toBeVisible();
        await run.check('user');

        await page.getByRole('button', { name: words.resetLink }).click();
        const resetDialog = page.getByRole('dialog', { name: words.resetTitle });
        await expect(resetDialog.getByTestId('reset-link')).toBeVisible();
        await run.check('reset-link');
        // The full-page picture stretches the page around a fixed dialog: the dialog alone too, to look at.
        await resetDialog.screenshot({
          path: testInfo.outputPath(`admin-${language}-${width}-reset-dialog.png`),
        });
        await page.keyboard.press('Escape');
        await expect(resetDialog).toBeHidden();

        await page.getByRole('button', { name: words.suspend, exact: true }).click();
        const suspendDialog = page.getByRole('dialog', { name: words.suspendTitle });
        await expect(suspendDialog.getByLabel(words.ends)).toBeVisible();
        await run.check('suspend-dialog');
        await suspendDialog.screenshot({
          path: testInfo.outputPath(`admin-${language}-${width}-suspend-dialog.png`),
        });
        await suspendDialog.getByLabel(words.reason, { exact: true }).fill('Pruebas de idioma');
        await suspendDialog.getByRole('button', { name: words.suspend, exact: true }).click();
        await expect(suspendDialog).toBeHidden();
        await expect(row.getByText(words.suspended, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: words.lift })).toBeVisible();
        await run.check('suspended');
        run.assertNone();
      });
    });
  }
}
