import type { JournalEntry, JournalPage } from '@cardology/contract/journal';

/** An entry as GET /api/journal sends it, with cards of a plausible day (their values are the server's). */
export function anEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 'entry-1',
    date: '2026-03-12',
    text: 'A quiet day.',
    created_at: '2026-03-12T20:00:00.000Z',
    updated_at: '2026-03-12T20:00:00.000Z',
    cards: {
      todays_card: { card: '7♥', name: 'Seven of Hearts', title: 'The Card of Spiritual Love' },
      planetary: {
        planet: 'Venus',
        start: '2026-02-20',
        end: '2026-04-12',
        card: 'J♦',
        card_name: 'Jack of Diamonds',
      },
      seven_week: { start: '2026-02-01', end: '2026-03-21', card: '3♣', card_name: 'Three of Clubs' },
      weekly: { start: '2026-03-09', end: '2026-03-15', card: 'K♠', card_name: 'King of Spades' },
    },
    ...overrides,
  };
}

export const aPage = (entries: JournalEntry[], next: string | null = null): JournalPage => ({
  entries,
  next,
});
