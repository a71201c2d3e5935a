const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when an id from a URL can be a row's uuid. Anything else cannot be one of ours, and asking
 * PostgreSQL about it would fail with a type error (a 500), so routes answer 404 without asking.
 */
export function isUuid(text: string): boolean {
  return UUID_SHAPE.test(text);
}
