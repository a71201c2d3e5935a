import { MESSAGE_CATALOGS } from '@cardology/contract/messages/translate';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUpPremium } from './accounts';
import { checker, chooseByCookie, isPhone, TRANSLATED, type Translated, WIDTHS } from './language-check';
import { setOwnBirthdate } from './people-helpers';

// Issue 26, item 5, for the assistant (and issue 33, item 4, for Russian): a premium reader in every language but
// English asks for an
// interpretation, asks a follow-up, hears it narrated with captions, saves it and opens Saved — at a phone's and a
// desktop's width, with the checker (screenshot, axe, clipped text) on every screen. The language comes from the
// cookie; the server writes the interpretation, the chat answer and the narration in it (offline interpreter and
// eSpeak voices, server/src/providers/ai/offline-sentences/).

/** The web's words (i18n/locales/<language>/assistant.ts) and the offline interpreter's (offline-sentences/). */
interface Words {
  interpretation: string;
  /** The offline reading's "This reading looks at …" and its first heading, only ever in this language. */
  covers: RegExp;
  chat: string;
  placeholder: string;
  /** The offline chat's help: what it says to a question it cannot place. */
  chatHelp: RegExp;
  /** A question the offline chat cannot place, so it answers with its help. */
  windQuestion: string;
  audio: string;
  pause: string;
  save: string;
  saved: string;
  savedHeading: string;
  savedTitle: string;
  /** The saved item's delete button, whose name starts with the verb and the item's title. */
  deleteSaved: RegExp;
  deleteTitle: string;
  cancel: string;
}
const WORDS: Record<Translated, Words> = {
  es: {
    interpretation: 'La interpretación del Asistente',
    covers: /Esta lectura abarca la semana del/,
    chat: 'Conversa con el Asistente',
    placeholder: 'Haz otra pregunta...',
    chatHelp: /sin conexión: respondo con las cartas/,
    windQuestion: '¿Qué me dices del viento?',
    audio: 'Lectura en audio',
    pause: 'Pausar',
    save: 'Guardar interpretación',
    saved: 'Guardada',
    savedHeading: 'Mis interpretaciones guardadas',
    savedTitle: 'Interpretación semanal',
    deleteSaved: /^Eliminar Interpretación semanal/,
    deleteTitle: '¿Seguro que quieres eliminarla?',
    cancel: 'Cancelar',
  },
  'pt-BR': {
    interpretation: 'A interpretação do Assistente',
    covers: /Esta leitura abrange a semana de/,
    chat: 'Converse com o Assistente',
    placeholder: 'Faça outra pergunta...',
    chatHelp: /offline: respondo com as cartas/,
    windQuestion: 'E o vento, o que me diz?',
    audio: 'Leitura em áudio',
    pause: 'Pausar',
    save: 'Salvar interpretação',
    saved: 'Salva',
    savedHeading: 'Minhas interpretações salvas',
    savedTitle: 'Interpretação semanal',
    deleteSaved: /^Excluir Interpretação semanal/,
    deleteTitle: 'Tem certeza de que quer excluir?',
    cancel: 'Cancelar',
  },
  ru: {
    interpretation: 'Толкование Ассистента',
    covers: /Этот расклад охватывает неделю с/,
    chat: 'Разговор с Ассистентом',
    placeholder: 'Задайте уточняющий вопрос...',
    chatHelp: /офлайн-Ассистент Cardology: отвечаю по картам/,
    windQuestion: 'А что вы скажете о ветре?',
    audio: 'Озвучка расклада',
    pause: 'Пауза',
    save: 'Сохранить толкование',
    saved: 'Сохранено',
    savedHeading: 'Мои сохранённые толкования',
    // assistant.saved.title: the reading's type stays in the nominative, after a colon.
    savedTitle: 'Толкование: недельный расклад',
    deleteSaved: /^Удалить «Толкование: недельный расклад»/,
    deleteTitle: 'Точно удалить?',
    cancel: 'Отмена',
  },
};

const PREMIUM: Record<Translated, { heading: string; request: string; subject: string }> = {
  es: {
    heading: 'Se necesita acceso premium',
    request: 'Pedir acceso premium',
    subject: 'Solicitud de acceso premium',
  },
  'pt-BR': {
    heading: 'Acesso premium necessário',
    request: 'Pedir acesso premium',
    subject: 'Pedido de acesso premium',
  },
  ru: {
    heading: 'Нужен премиум-доступ',
    request: 'Запросить премиум-доступ',
    subject: 'Запрос премиум-доступа',
  },
};

/** A new account of its own (so no other spec's balance is touched), made premium with credits by the admin. */
async function premiumReader(page: Page, baseURL: string) {
  await signUpPremium(page, baseURL, 'Lector', 30);
  await setOwnBirthdate(page, baseURL, 'Lector', '03/21/1988');
}

/** The captions of the chunk being heard, as the browser parsed them from its <track>. */
const heardCaptions = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-current="true"]');
    const track = audio?.querySelector('track');
    const cues = audio?.textTracks[0]?.cues;
    return {
      playing: audio ? !audio.paused && audio.currentTime > 0.2 : false,
      srclang: track?.getAttribute('srclang') ?? null,
      text: cues ? [...cues].map((cue) => (cue as VTTCue).text).join(' ') : '',
    };
  });

test.describe.configure({ mode: 'parallel' });

for (const language of TRANSLATED) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 844 : 900 }, reducedMotion: 'reduce' });

      test('the assistant: interpretation, follow-up, narration with captions, saving and Saved', async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        test.setTimeout(300_000);
        const words = WORDS[language];
        // The contract's message for the reading page's button (messages/<language>.ts).
        const askAi = MESSAGE_CATALOGS[language].GET_AI_INTERPRETATION;
        const run = checker(page, testInfo, `assistant-${language}-${width}`);
        await chooseByCookie(context, baseURL as string, language);
        await premiumReader(page, baseURL as string);

        await page.goto('/weekly');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page
          .getByRole('main')
          // The contract's message in the reader's language: an English button would be English left behind.
          .getByRole('button', { name: askAi, exact: true })
          .filter({ visible: true })
          .first()
          .click();

        // Audio is on by default: the text waits for the narration, then both come, in the language.
        const controls = page.getByRole('group', { name: words.audio });
        await expect(controls).toBeVisible({ timeout: 150_000 });
        const interpretation = page.getByRole('region', { name: words.interpretation });
        await expect(interpretation).toContainText(words.covers);
        await expect.poll(async () => (await heardCaptions(page)).playing, { timeout: 30_000 }).toBe(true);
        const captions = await heardCaptions(page);
        expect(captions.srclang).toBe(language);
        expect(captions.text).toMatch(words.covers);
        await expect(page.getByTestId('narration-caption')).toContainText(/\p{L}{3,}/u);
        await expect(controls.getByRole('button', { name: words.pause })).toBeVisible();
        await run.check('narration');
        await controls.getByRole('button', { name: words.pause }).click();

        // The follow-up: the offline chat answers in the language.
        const chat = page.getByRole('region', { name: words.chat });
        const box = chat.getByPlaceholder(words.placeholder);
        await expect(box).toBeVisible({ timeout: 60_000 });
        await box.fill(words.windQuestion);
        await box.press('Enter');
        await expect(chat).toContainText(words.chatHelp, { timeout: 60_000 });
        await run.check('chat');

        await interpretation.getByRole('button', { name: words.save }).click();
        await expect(interpretation.getByRole('button', { name: words.saved })).toBeDisabled();
        await run.check('saved-button');

        await page.goto('/saved-readings');
        await expect(page.getByRole('heading', { level: 1, name: words.savedHeading })).toBeVisible();
        const item = page.getByRole('button', { name: new RegExp(`^${words.savedTitle}`) });
        await item.click();
        await expect(page.getByRole('region').getByText(words.covers)).toBeVisible();
        await run.check('saved-readings');
        await page.getByRole('button', { name: words.deleteSaved }).click();
        await expect(page.getByRole('alertdialog', { name: words.deleteTitle })).toBeVisible();
        await run.check('delete-dialog');
        await page.getByRole('button', { name: words.cancel }).click();
        run.assertNone();
      });

      test('a reader without premium is told so, and the e-mail draft is in the language', async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        const run = checker(page, testInfo, `premium-${language}-${width}`);
        await chooseByCookie(context, baseURL as string, language);
        const signUp = await page.request.post('/api/auth/sign-up/email', {
          data: newAccount('Lector'),
          headers: { origin: baseURL as string },
        });
        expect(signUp.ok(), await signUp.text()).toBe(true);
        await page.goto('/premium-required');
        await expect(page.getByRole('heading', { level: 1, name: PREMIUM[language].heading })).toBeVisible();
        const mail = page.getByRole('link', { name: PREMIUM[language].request });
        expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(
          PREMIUM[language].subject,
        );
        await run.check('premium-required');
        run.assertNone();
      });
    });
  }
}
