// Issue 33, item 3: a Cyrillic name's result shows the Latin letters it was read by and their sum
// ('Анна → ANNA = 30'), in the reader's language; a Latin name's result is as it was.
import { nameCard } from '@cardology/engine/name-card';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/i18n';
import { NameCardResultPanel } from './name-card-result';

/** The engine's own answer, as the server sends it. */
function resultOf(name: string) {
  const result = nameCard(name);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function show(name: string) {
  render(
    <MemoryRouter>
      <NameCardResultPanel result={resultOf(name)} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: /./ });
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('the name card result with a Cyrillic name', () => {
  it('shows the name in Latin letters with their sum, and the rule', () => {
    const panel = show('Анна');
    expect(screen.getByText('In Latin letters')).toBeInTheDocument();
    expect(screen.getByText('Анна → ANNA = 30')).toBeInTheDocument();
    expect(panel).toHaveTextContent('as Russian passports write them in Latin (the ICAO Doc 9303 table)');
    expect(screen.getByText('4♦')).toBeInTheDocument();
  });

  it('reads a name of two scripts whole', () => {
    show('Anna-Мария');
    expect(screen.getByText('Anna-Мария → ANNA-MARIIA = 81')).toBeInTheDocument();
  });

  it.each([
    ['es', 'En letras latinas', 'pasaportes rusos'],
    ['pt-BR', 'Em letras latinas', 'passaportes russos'],
  ] as const)('%s: says it in the reader’s language', async (language, label, rule) => {
    await act(() => applyLanguage(language));
    const panel = show('Юлия');
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Юлия → IULIIA = 61')).toBeInTheDocument();
    expect(panel).toHaveTextContent(rule);
  });

  it('shows no such line for a Latin name', () => {
    const panel = show('John Smith');
    expect(screen.queryByText('In Latin letters')).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('→');
  });
});
