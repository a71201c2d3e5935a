import { ME } from '@cardology/contract/in-your-cards';
import type { PairInCards } from '@cardology/engine/connections/index';
import { pairInCards } from '@cardology/engine/connections/index';
import type { CivilDate } from '@cardology/engine/dates';
import type { Db } from '../db/client.js';
import { httpError } from '../http/errors.js';
import type { CardsProfile } from './in-your-cards.js';
import { ownCardsProfile, savedCardsProfile } from './in-your-cards.js';

/** The user's own profile, or the 400 that tells them to add their birthdate. */
async function requireOwnProfile(db: Db, userId: string): Promise<CardsProfile> {
  const own = await ownCardsProfile(db, userId);
  if (!own) throw httpError(400, 'IN_YOUR_CARDS_NEEDS_BIRTHDATE');
  return own;
}

/**
 * 'me' (400 without a birthdate) or one of the user's saved people: another user's person, a deleted one
 * and anything that is no id are the same 404.
 */
async function pairProfile(db: Db, userId: string, ref: string): Promise<CardsProfile> {
  if (ref === ME) return requireOwnProfile(db, userId);
  const person = await savedCardsProfile(db, userId, ref);
  if (!person) throw httpError(404, 'CONNECTION_NOT_FOUND');
  return person;
}

/** Two of the user's profiles and what their cards say about each other on `day` (GET /api/pairs, the assistant). */
export interface ComputedPair {
  readonly a: CardsProfile;
  readonly b: CardsProfile;
  readonly pair: PairInCards;
}

/** Reads both profiles (one after the other, so the first unknown side is the one reported) and asks the engine. */
export async function computePair(
  db: Db,
  userId: string,
  refs: { a: string; b: string },
  day: CivilDate,
): Promise<ComputedPair> {
  const a = await pairProfile(db, userId, refs.a);
  const b = await pairProfile(db, userId, refs.b);
  return { a, b, pair: pairInCards(a, b, day) };
}
