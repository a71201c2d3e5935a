// "Who's in your cards" and "two people side by side" (docs/cardology-rules.md §14): the wording, the query
// schemas of GET /api/in-your-cards and GET /api/pairs, and their response shapes. Every line here is our
// own wording (the product describes the feature, not its sentences); the sentences are built here once so
// the home page, the reading pages and the pair page say the same thing.
import type { ConnectionSpread, KarmaKind } from '@cardology/engine/connections/kinds';
import { CONNECTION_SPREADS, KARMA_KINDS } from '@cardology/engine/connections/kinds';
import { z } from 'zod';
import { targetDate } from './reading-requests.js';
import { missingOr } from './request-body.js';

/** The kind line shown instead of the list when the user has saved nobody yet. */
export const NO_PEOPLE_YET = 'Add someone you care about to see where they appear in your cards.';
/** 400 when the user's own profile has no birthdate: their cards cannot be laid out. */
export const IN_YOUR_CARDS_NEEDS_BIRTHDATE =
  'Add your birthdate to your profile to see who is in your cards.';
/** Said of a pair when either birth card is the Joker (December 31). */
export const JOKER_OUTSIDE_SPREADS =
  'The Joker (December 31) stands outside every spread, so it has no place in anyone’s cards and no karma cards.';
export const PAIR_NEEDS_TWO_PEOPLE = 'Choose two people to set side by side.';
export const PAIR_NEEDS_DIFFERENT_PEOPLE = 'Choose two different people.';
/** The query value that names the user's own profile in GET /api/pairs. */
export const ME = 'me';

export type { ConnectionSpread, KarmaKind } from '@cardology/engine/connections/kinds';
/** The spreads searched, in the order the server lists them; the two kinds of karma link. */
export { CONNECTION_SPREADS, KARMA_KINDS } from '@cardology/engine/connections/kinds';

/** How a sentence ends for each spread: "… is your Venus card this year". */
export const SPREAD_PHRASES: Readonly<Record<ConnectionSpread, string>> = Object.freeze({
  life: 'for life',
  yearly: 'this year',
  'seven-week': 'these seven weeks',
  weekly: 'this week',
});

/** "Maya’s" — and "your" for the user, so one sentence builder serves both views. */
export const possessive = (name: string | null): string => (name === null ? 'your' : `${name}’s`);

/** The same at the start of a sentence: "Your card, …" (a name keeps its own spelling). */
const possessiveOpening = (name: string | null): string => (name === null ? 'Your' : possessive(name));

/**
 * "Maya’s card, the 8♦, is your Venus card this year." `whose` names the person whose card it is and
 * `owner` the person whose spread it stands in; either is null for the user themself ("Your card, the
 * J♥, is Maya’s Peak card for life.").
 */
export function placementSentence(
  whose: string | null,
  symbol: string,
  owner: string | null,
  placement: { label: string; spread: ConnectionSpread },
): string {
  return `${possessiveOpening(whose)} card, the ${symbol}, is ${possessive(owner)} ${placement.label} card ${SPREAD_PHRASES[placement.spread]}.`;
}

/** "Maya’s card, the 8♦, is your supportive karma card." — or "Your card, the J♥, is Maya’s …". */
export function karmaSentence(
  whose: string | null,
  symbol: string,
  owner: string | null,
  kind: KarmaKind,
): string {
  return `${possessiveOpening(whose)} card, the ${symbol}, is ${possessive(owner)} ${kind} karma card.`;
}

/** GET /api/in-your-cards?date=YYYY-MM-DD (default: today in UTC). */
export const inYourCardsQuery = z.object({ date: targetDate });

const profileRef = z
  .string({ error: missingOr('PAIR_NEEDS_TWO_PEOPLE', 'PAIR_NEEDS_TWO_PEOPLE') })
  .min(1, 'PAIR_NEEDS_TWO_PEOPLE');

/** The two sides of a pair: 'me' or the id of one of the user's saved people each. */
export const pairRefs = { a: profileRef, b: profileRef };

/** GET /api/pairs?a=&b=&date=: a and b are 'me' or the id of one of the user's saved people. */
export const pairQuery = z
  .object({ ...pairRefs, date: targetDate })
  .refine((query) => query.a !== query.b, { message: 'PAIR_NEEDS_DIFFERENT_PEOPLE' });

/** A birth card: a symbol such as '8♦', or 'Joker'. */
const birthCard = z.strictObject({ symbol: z.string(), name: z.string() });

/** One place where a birth card stands in the other person's spread, with what that place speaks to. */
export const placement = z.strictObject({
  spread: z.enum(CONNECTION_SPREADS),
  /** The spread read, 0..89. */
  spread_index: z.number().int(),
  /** First and last day ('YYYY-MM-DD', inclusive) of the period; null for the Life Spread. */
  dates: z.strictObject({ start: z.string(), end: z.string() }).nullable(),
  /** The position's key ('venus') and label ('Venus'), as the readings name them. */
  position: z.string(),
  label: z.string(),
  /** What the position speaks to, from the positions' texts. */
  theme: z.string(),
  meaning: z.string(),
});
export type Placement = z.output<typeof placement>;

/** "The other person's birth card is `holder`'s `kind` karma card." */
export const karmaLink = z.strictObject({ holder: z.enum(['a', 'b']), kind: z.enum(KARMA_KINDS) });
export type KarmaLink = z.output<typeof karmaLink>;

/** Everything between two people, both directions. */
const between = {
  /** Where a's birth card stands in b's spreads. */
  a_in_b: z.array(placement),
  /** Where b's birth card stands in a's spreads. */
  b_in_a: z.array(placement),
  karma: z.array(karmaLink),
  /** The sides whose birth card is the Joker; then every list above is empty. */
  jokers: z.array(z.enum(['a', 'b'])),
  /** JOKER_OUTSIDE_SPREADS when `jokers` is not empty, else null. */
  note: z.string().nullable(),
};

/** One saved person against the user: the user is side a, the person side b. */
export const personInYourCards = z.strictObject({
  id: z.string(),
  name: z.string(),
  birth_card: birthCard,
  ...between,
});
export type PersonInYourCards = z.output<typeof personInYourCards>;

export const inYourCardsResponse = z.strictObject({
  /** The day whose periods were read. */
  date: z.string(),
  you: z.strictObject({ birth_card: birthCard }),
  /** In the people list's order (by name regardless of case, then oldest first). */
  people: z.array(personInYourCards),
  /** NO_PEOPLE_YET when `people` is empty, else null. */
  message: z.string().nullable(),
});
export type InYourCardsResponse = z.output<typeof inYourCardsResponse>;

/** One side of a pair: 'me' or the saved person's id, as asked. */
const pairSide = z.strictObject({ ref: z.string(), name: z.string(), birth_card: birthCard });

export const pairResponse = z.strictObject({
  date: z.string(),
  a: pairSide,
  b: pairSide,
  ...between,
});
export type PairResponse = z.output<typeof pairResponse>;
