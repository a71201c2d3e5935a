// Issue 26: a person's row in the reader's language: the birthdate's month by Intl, the birth card by the
// engine's names (texts/locales/<language>/names.ts); English as before (person-format.test.ts).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { PersonRow } from './components/person-row';
import { formatBirthdate } from './person-format';

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('a person in other languages', () => {
  it.each([
    ['es', '17 may 1990', '31 dic 1985', 'Carta de nacimiento: Rey de Picas'],
    ['pt-BR', '17 de mai. de 1990', '31 de dez. de 1985', 'Carta de nascimento: Rei de Espadas'],
  ] as const)('%s: the birthdate and the birth card', async (language, may, december, birthCard) => {
    await act(() => applyLanguage(language));
    expect(formatBirthdate('1990-05-17')).toBe(may);
    expect(formatBirthdate('12/31/1985')).toBe(december);
    expect(formatBirthdate('someday')).toBe('someday');
    const { container } = render(
      <PersonRow name="Ada" birthdate="1990-01-01" age={36} selected={false} onSelect={() => {}} />,
    );
    expect(container.querySelector('[title]')).toHaveAttribute('title', birthCard);
    expect(screen.getByRole('button')).not.toHaveTextContent(/Jan|King/);
  });

  it('keeps the English as it was', () => {
    expect(formatBirthdate('1990-05-17')).toBe('May 17, 1990');
    const { container } = render(
      <PersonRow name="Ada" birthdate="1990-01-01" age={36} selected={false} onSelect={() => {}} />,
    );
    expect(container.querySelector('[title]')).toHaveAttribute('title', 'Birth card: King of Spades');
  });
});
