// Issue 32: the one birthdate field, in English, Spanish and Brazilian Portuguese.
import { PROFILE_BIRTHDATE_INVALID } from '@cardology/contract/profile';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { BirthdateField } from './birthdate-field';
import { useBirthdateFormat } from './use-birthdate-format';

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

/** A form around the field that refuses what it cannot read, as the profile and the people forms do. */
function Harness({ initial = '', onSave }: { initial?: string; onSave?: (iso: string) => void }) {
  const format = useBirthdateFormat();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = format.read(text);
    if (!typed.ok) return setError(format.invalid);
    setError(null);
    onSave?.(typed.iso);
  };
  return (
    <form onSubmit={submit} noValidate>
      <BirthdateField label="Birthdate" value={text} onChange={setText} error={error} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox');
/** The texts a screen reader reads with the field, by its aria-describedby. */
const description = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean);
const liveNote = () => document.querySelector('[aria-live="polite"]');

const LANGUAGES = {
  en: {
    label: 'Birthdate',
    pattern: 'MM/DD/YYYY',
    hint: 'Month, day and year: MM/DD/YYYY.',
    typed: '03/05/1990',
    readBack: 'We read this as March 5, 1990.',
    invalid: 'Please enter a valid birthdate in MM/DD/YYYY format',
    shortYear: 'Write the year with four digits.',
    // Typed day first on an English page.
    otherOrder: ['25/03/1990'],
    noSuchMonth: 'There is no month 25.',
    noSuchDayText: '02/31/1990',
    noSuchDay: 'There is no day 31 in February 1990.',
    noYearZero: 'There is no year 0.',
  },
  es: {
    pattern: 'DD/MM/AAAA',
    hint: 'Día, mes y año: DD/MM/AAAA.',
    typed: '05/03/1990',
    readBack: 'Lo entendemos como el 5 de marzo de 1990.',
    invalid: 'Escribe una fecha de nacimiento válida en formato DD/MM/AAAA',
    shortYear: 'Escribe el año con cuatro cifras.',
    otherOrder: ['03/25/1990'],
    noSuchMonth: 'No existe el mes 25.',
    noSuchDayText: '31/02/1990',
    noSuchDay: 'No hay día 31 en febrero de 1990.',
    noYearZero: 'No existe el año 0.',
  },
  'pt-BR': {
    pattern: 'DD/MM/AAAA',
    hint: 'Dia, mês e ano: DD/MM/AAAA.',
    typed: '05/03/1990',
    readBack: 'Entendemos: 5 de março de 1990.',
    invalid: 'Digite uma data de nascimento válida no formato DD/MM/AAAA',
    shortYear: 'Escreva o ano com quatro dígitos.',
    otherOrder: ['03/25/1990'],
    noSuchMonth: 'Não existe mês 25.',
    noSuchDayText: '31/02/1990',
    noSuchDay: 'Não existe dia 31 em fevereiro de 1990.',
    noYearZero: 'Não existe ano 0.',
  },
} as const;

describe.each(Object.entries(LANGUAGES))('the birthdate field in %s', (language, words) => {
  const setUp = async (props: Parameters<typeof Harness>[0] = {}) => {
    await act(() => applyLanguage(language as keyof typeof LANGUAGES));
    const events = userEvent.setup();
    render(<Harness {...props} />);
    return events;
  };

  it('is labelled, shows its pattern, and reads back the date it understood in words, live', async () => {
    const saved: string[] = [];
    const events = await setUp({ onSave: (iso) => saved.push(iso) });
    expect(screen.getByLabelText('Birthdate')).toBe(field());
    expect(field()).toHaveAttribute('placeholder', words.pattern);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(description()).toEqual([words.hint]);
    // The live region is there before anything is typed, so its first words are heard.
    expect(liveNote()).toBeInTheDocument();
    expect(liveNote()).toBeEmptyDOMElement();

    await events.type(field(), words.typed);
    expect(liveNote()).toHaveTextContent(words.readBack);
    expect(description()).toEqual([words.hint, words.readBack]);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['1990-03-05']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses on saving what is no date, naming the order, in the reader’s language', async () => {
    const saved: string[] = [];
    const events = await setUp({ onSave: (iso) => saved.push(iso) });
    for (const text of ['05/03/90', '5 de marzo', ...words.otherOrder, words.noSuchDayText, '05/03/0000']) {
      await events.clear(field());
      await events.type(field(), text);
      await events.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent(words.invalid);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(description()).toContain(words.invalid);
    }
    expect(saved).toEqual([]);
  });

  it('says while typing why the numbers are no date', async () => {
    const events = await setUp();
    const note = async (text: string) => {
      await events.clear(field());
      await events.type(field(), text);
      return liveNote()?.textContent;
    };
    expect(await note('05/03/90')).toBe(words.shortYear);
    expect(await note(words.otherOrder[0])).toBe(words.noSuchMonth);
    expect(await note(words.noSuchDayText)).toBe(words.noSuchDay);
    expect(await note('05/03/0000')).toBe(words.noYearZero);
    // Unfinished or not numbers: no remark.
    expect(await note('05/0')).toBe('');
    expect(await note('abc')).toBe('');
  });

  it('writes a date typed without marks in its pattern when the field is left', async () => {
    const events = await setUp();
    await events.type(field(), words.typed.replaceAll('/', ''));
    expect(liveNote()).toHaveTextContent(words.readBack);
    await events.tab();
    expect(field()).toHaveValue(words.typed);
  });
});

describe('the birthdate field across languages', () => {
  it('speaks the product spec’s English message, word for word', async () => {
    await act(() => applyLanguage('en'));
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_BIRTHDATE_INVALID);
  });

  it('keeps the same date when the language changes under it', async () => {
    await act(() => applyLanguage('en'));
    render(<Harness initial="03/05/1990" />);
    expect(liveNote()).toHaveTextContent('We read this as March 5, 1990.');
    await act(() => applyLanguage('es'));
    expect(field()).toHaveValue('05/03/1990');
    expect(liveNote()).toHaveTextContent('Lo entendemos como el 5 de marzo de 1990.');
    await act(() => applyLanguage('pt-BR'));
    // Same order in Portuguese: nothing to rewrite.
    expect(field()).toHaveValue('05/03/1990');
    expect(liveNote()).toHaveTextContent('Entendemos: 5 de março de 1990.');
  });
});
