import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardRow } from './card-row';

describe('CardRow', () => {
  it('titles the row and shows each card with its label', () => {
    render(
      <MemoryRouter>
        <CardRow
          title="Your year"
          items={[
            { symbol: 'Q♥', label: 'Sun' },
            { symbol: '10♦', label: 'Disp' },
            { symbol: 'Joker', label: 'Env' },
          ]}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Your year' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Your year' })).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-slot="card-label"]')?.textContent)).toEqual([
      'Sun',
      'Disp',
      'Env',
    ]);
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Ten of Diamonds' })).toBeInTheDocument();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('puts the description with its card and links cards that have an href', () => {
    render(
      <MemoryRouter>
        <CardRow
          title="Direct cards"
          headingLevel={2}
          size="sm"
          items={[
            { symbol: '5♣', label: 'Mercury', description: 'Restless news.', href: '/glossary/5%E2%99%A3' },
            { symbol: '3♦', label: 'Venus', description: 'Choices in love.' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Direct cards' })).toBeInTheDocument();
    const [mercury, venus] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(mercury).toHaveTextContent('Restless news.');
    expect(within(mercury as HTMLElement).getByRole('link', { name: 'Five of Clubs' })).toHaveAttribute(
      'href',
      '/glossary/5%E2%99%A3',
    );
    expect(venus).toHaveTextContent('Choices in love.');
    expect(within(venus as HTMLElement).getByRole('img', { name: 'Three of Diamonds' })).toHaveClass('w-16');
  });

  it("shows a card's title and keywords with its description", () => {
    render(
      <MemoryRouter>
        <CardRow
          title="Direct cards"
          items={[
            {
              symbol: 'K♣',
              label: 'Mercury',
              title: 'The Sovereign of Ideas',
              description: 'Ideas arrive fast.',
              keywords: ['mental mastery', 'leadership'],
            },
          ]}
        />
      </MemoryRouter>,
    );
    const card = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('The Sovereign of Ideas')).toBeInTheDocument();
    expect(within(card).getByText('Ideas arrive fast.')).toBeInTheDocument();
    const keywords = within(card).getByRole('list', { name: 'Keywords' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['mental mastery', 'leadership']);
  });
});
