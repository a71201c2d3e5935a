/**
 * The engine's refusals of what a reader typed (a date, a card, a name), in the words the server answers with.
 * Named so the contract's catalogs can key them (decision 044): every refusal that reaches a reader is
 * translated from there, as the readings' own refusals (readings/errors.ts) are.
 */

export const INVALID_DATE = 'Invalid date';
export const INVALID_BIRTHDATE = 'Invalid birthdate';
/**
 * A date read or computed (a period around a day, a year of life) outside the years 1–9999 the rules compute
 * with (dates.ts FIRST_COMPUTABLE_YEAR..LAST_COMPUTABLE_YEAR).
 */
export const DATE_OUT_OF_RANGE = 'Dates can only run from the year 1 to the year 9999.';
export const UNKNOWN_CARD = 'Unknown card';
export const NAME_WITHOUT_LETTERS = 'Name must contain at least one letter';
