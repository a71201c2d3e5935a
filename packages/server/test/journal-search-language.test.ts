import type { JournalEntry } from '@cardology/contract/journal';
import type { Language } from '@cardology/contract/languages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { newestFirst } from '../src/services/journal/journal-entries.js';
import { textMatches } from '../src/services/journal/journal-search.js';
import type { TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { journalCalls } from './helpers/journal.js';
import { useTestApp } from './helpers/test-app.js';

// Issue 32, "Must show" 5: a note is searched with its language's rules (stems, stop words), accents typed or
// not, on PGlite and PostgreSQL. docs/decisions/040-journal.md § Search.

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const suite = useTestApp({ clock: () => NOW });
const { send, reader, write, walk } = journalCalls(suite);

async function readerIn(language: Language): Promise<TestUser> {
  const user = await reader();
  const chosen = await send('PATCH', '/api/me', user, { language });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return user;
}

/** The texts of the notes a search lists, in the list's order. */
async function found(user: TestUser, q: string): Promise<string[]> {
  const entries: JournalEntry[] = await walk(user, `q=${encodeURIComponent(q)}`);
  return entries.map((entry) => entry.text);
}

async function storedLanguage(id: string): Promise<string | undefined> {
  const [row] = await suite.db
    .select({ language: sql<string>`${journalEntries.language}::text` })
    .from(journalEntries)
    .where(eq(journalEntries.id, id));
  return row?.language;
}

describe(`journal search in the reader's language on ${testDatabaseKind}`, () => {
  it('reads a Spanish reader’s notes with Spanish stems, accents typed or not', async () => {
    const es = await readerIn('es');
    const tired = 'Hoy me sentí muy cansado después del trabajo.';
    const heart = 'Mi corazón late tranquilo.';
    const felt = 'Me sentía sola en la playa.';
    const eleven = 'Llegué a casa a las once.';
    const typedBare = 'Escribi sobre mi corazon sin acentos.';
    const entry = await write(es, '2025-06-01', tired);
    await write(es, '2025-06-02', heart);
    await write(es, '2025-06-03', felt);
    await write(es, '2025-06-04', eleven);
    await write(es, '2025-06-05', typedBare);

    expect(await storedLanguage(entry.id)).toBe('spanish');
    expect(await found(es, 'senti')).toEqual([felt, tired]);
    expect(await found(es, 'sentí')).toEqual([felt, tired]);
    expect(await found(es, 'cansada')).toEqual([tired]);
    expect(await found(es, 'corazon')).toEqual([typedBare, heart]);
    expect(await found(es, 'corazón')).toEqual([typedBare, heart]);
    expect(await found(es, 'CORAZÓN')).toEqual([typedBare, heart]);
    // The Spanish stemmer's reading of the accented verb, kept beside the unaccented one.
    expect(await found(es, 'sentir')).toEqual([felt, tired]);
    expect(await found(es, 'despues')).toEqual([tired]);
    expect(await found(es, '"corazon late"')).toEqual([heart]);
    expect(await found(es, 'corazon -tranquilo')).toEqual([typedBare]);
  });

  it('never reads a Spanish reader’s words by English rules', async () => {
    const es = await readerIn('es');
    const eleven = 'Llegué a casa a las once.';
    await write(es, '2025-06-04', eleven);
    // "once" is an English stop word (dropped from an english query: nothing found) and eleven in Spanish.
    expect(await found(es, 'once')).toEqual([eleven]);
    // Spanish stop words are not searched for ("las" alone matches nothing, as "the" for English).
    expect(await found(es, 'las')).toEqual([]);
  });

  it('reads a Portuguese reader’s notes with Portuguese stems, accents typed or not', async () => {
    const pt = await readerIn('pt-BR');
    const heart = 'Meu coração está em paz hoje.';
    const tired = 'Fiquei cansado depois da viagem com a minha avó.';
    await write(pt, '2025-06-01', heart);
    await write(pt, '2025-06-02', tired);

    expect(await found(pt, 'coracao')).toEqual([heart]);
    expect(await found(pt, 'coração')).toEqual([heart]);
    expect(await found(pt, 'cansada')).toEqual([tired]);
    expect(await found(pt, 'avo')).toEqual([tired]);
    expect(await found(pt, 'cansadas')).toEqual([tired]);
  });

  it('reads a Russian reader’s notes with Russian stems (issue 33), ё typed or not', async () => {
    const ru = await readerIn('ru');
    const work = 'Сегодня думала о работе и о сестре.';
    const rain = 'Весь день шёл дождь.';
    const workNote = await write(ru, '2025-06-01', work);
    await write(ru, '2025-06-02', rain);

    expect(await storedLanguage(workNote.id)).toBe('russian');
    expect(await found(ru, 'работа')).toEqual([work]);
    expect(await found(ru, 'сестры')).toEqual([work]);
    expect(await found(ru, 'дождя')).toEqual([rain]);
    expect(await found(ru, 'шел')).toEqual([rain]);
  });

  it('reads an English reader’s notes as before, and accents fold there too', async () => {
    const en = await readerIn('en');
    const walking = 'Walking by the sea after a long café morning.';
    await write(en, '2025-06-01', walking);
    expect(await found(en, 'walked')).toEqual([walking]);
    expect(await found(en, 'cafe')).toEqual([walking]);
    expect(await found(en, 'the')).toEqual([]);
  });

  it('keeps each note in the language it was written in when the reader changes language, and on an edit', async () => {
    const user = await readerIn('es');
    const spanish = 'Estaba cansado y feliz.';
    const entry = await write(user, '2025-06-01', spanish);
    expect((await send('PATCH', '/api/me', user, { language: 'en' })).statusCode).toBe(200);
    const english = 'Walking home, tired and happy.';
    await write(user, '2025-06-02', english);

    expect(await found(user, 'cansada')).toEqual([spanish]);
    expect(await found(user, 'walked')).toEqual([english]);
    const edited = 'Estaba cansado, feliz y con frío.';
    const edit = await send('PUT', `/api/journal/${entry.id}`, user, { date: '2025-06-01', text: edited });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await storedLanguage(entry.id)).toBe('spanish');
    expect(await found(user, 'frio')).toEqual([edited]);
  });

  it('follows the language cookie of a reader who never stored a choice', async () => {
    const user = await reader();
    const response = await send(
      'POST',
      '/api/journal',
      user,
      { date: '2025-06-01', text: 'Me sentí cansado.' },
      { cookie: `${user.cookie}; cardology_lang=pt-BR` },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedLanguage(response.json<{ entry: { id: string } }>().entry.id)).toBe('portuguese');
  });

  it('never fails on what people type, in any language', async () => {
    const es = await readerIn('es');
    await write(es, '2025-06-01', 'Un día cualquiera.');
    for (const q of ['“corazón”', '«día»', 'é -', '"', 'ñ & ó | !', '\u200b', '🌙 día']) {
      const response = await send('GET', `/api/journal?q=${encodeURIComponent(q)}`, es);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await found(es, '“dia”')).toEqual(['Un día cualquiera.']);
  });

  it('reads a page of a search in the list’s index order, never sorting all the reader’s notes', async () => {
    const user = await readerIn('es');
    await write(user, '2025-06-01', 'Un jardín tranquilo.');
    const page = suite.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, user.id), textMatches('jardin')))
      .orderBy(...newestFirst)
      .limit(21);
    // With sorting priced out, a Sort is left in the plan only when no index gives the order (a DESC that
    // means NULLS FIRST against the index's NULLS LAST: every page sorted all the matching notes).
    const plan = await suite.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${page}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('journal_entries_user_id_entry_date_id_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
