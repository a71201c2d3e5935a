import type {
  InYourCardsResponse,
  PairResponse,
  PersonInYourCards,
  Placement,
} from '@cardology/contract/in-your-cards';
import { JOKER_OUTSIDE_SPREADS, NO_PEOPLE_YET } from '@cardology/contract/in-your-cards';

const WEEK = { start: '2026-11-17', end: '2026-11-23' };

/** A place as the server sends it; the texts are short stand-ins. */
function aPlacement(overrides: Partial<Placement> = {}): Placement {
  return {
    spread: 'yearly',
    spread_index: 37,
    dates: { start: '2026-05-17', end: '2027-05-16' },
    position: 'venus',
    label: 'Venus',
    theme: 'love, relationships, beauty and pleasure',
    meaning: 'Venus speaks of the heart’s connections.',
    ...overrides,
  };
}

/** Maya (8♦) against the user (J♥): Venus this year, Peak this week, the user her Mars for life, one karma link. */
export function maya(overrides: Partial<PersonInYourCards> = {}): PersonInYourCards {
  return {
    id: 'person-maya',
    name: 'Maya',
    birth_card: { symbol: '8♦', name: 'Eight of Diamonds' },
    b_in_a: [
      aPlacement(),
      aPlacement({
        spread: 'weekly',
        dates: WEEK,
        position: 'peak',
        label: 'Peak',
        theme: 'the height of achievement',
        meaning: 'The Peak is the crown of the spread.',
      }),
    ],
    a_in_b: [
      aPlacement({
        spread: 'life',
        spread_index: 1,
        dates: null,
        position: 'mars',
        label: 'Mars',
        theme: 'drive, action, competition and courage',
        meaning: 'Mars is the place of drive and action.',
      }),
    ],
    karma: [{ holder: 'a', kind: 'supportive' }],
    jokers: [],
    note: null,
    ...overrides,
  };
}

/** Jo, born on December 31: the Joker's side, no places, the note. */
export const jo = (): PersonInYourCards => ({
  id: 'person-jo',
  name: 'Jo',
  birth_card: { symbol: 'Joker', name: 'Joker' },
  b_in_a: [],
  a_in_b: [],
  karma: [],
  jokers: ['b'],
  note: JOKER_OUTSIDE_SPREADS,
});

export const inYourCards = (people: PersonInYourCards[], you = 'J♥'): InYourCardsResponse => ({
  date: '2026-11-23',
  you: { birth_card: { symbol: you, name: you === 'Joker' ? 'Joker' : 'Jack of Hearts' } },
  people,
  message: people.length === 0 ? NO_PEOPLE_YET : null,
});

/** The user (J♥) and Maya (8♦) side by side, as GET /api/pairs?a=me&b=person-maya answers. */
export function mePlusMaya(): PairResponse {
  const { b_in_a, a_in_b, karma, jokers, note } = maya();
  return {
    date: '2026-11-23',
    a: { ref: 'me', name: 'Ada Lovelace', birth_card: { symbol: 'J♥', name: 'Jack of Hearts' } },
    b: { ref: 'person-maya', name: 'Maya', birth_card: { symbol: '8♦', name: 'Eight of Diamonds' } },
    b_in_a,
    a_in_b,
    karma,
    jokers,
    note,
  };
}

/** GET /api/in-your-cards for a user with nobody saved: what other pages' tests answer, so it stays quiet. */
export const nobodySaved = { status: 200, body: inYourCards([]) } as const;
