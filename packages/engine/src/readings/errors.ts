/**
 * The user-facing failures of the readings, in the documented wording (docs/cardology-rules.md §2, §6, §7).
 */

/** The years of life a reading covers (docs/cardology-rules.md §6); the contract re-exports them as AGE_MIN/AGE_MAX. */
export const MIN_AGE = 0;
export const MAX_AGE = 120;

export const JOKER_ERROR = 'The Joker (December 31) has no place in the spreads';
export const AGE_ERROR = `Age must be an integer from ${MIN_AGE} to ${MAX_AGE}`;
export const DATE_BEFORE_BIRTH_ERROR = 'Date is before the birthdate';
export const PERIOD_BEFORE_BIRTH_ERROR = 'Period starts before the birthdate';
/**
 * Not in docs/product.md: the offset comes from the UI's arrows, so only a broken client sends a fraction.
 */
export const OFFSET_ERROR = 'Date offset must be an integer';

/** An age the readings accept: an integer from MIN_AGE to MAX_AGE. */
export function isReadingAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}
