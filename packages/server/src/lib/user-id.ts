/**
 * True when an id from a URL can name an account: better-auth's ids (older random ones, UUIDs since
 * docs/decisions/017-credit-ledger.md) are letters, digits, '-' and '_'. Anything else names nobody,
 * so routes answer without asking the database.
 */
export function isUserId(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(text);
}
