/**
 * The outcome of a computation whose input came from outside (a form, a request, a command line).
 * Ordinary bad input is a value, not an exception, so every caller has to look at it.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * A failure carrying the user-facing message (the wording of docs/product.md §8 and docs/cardology-rules.md).
 */
export function err<T = never>(error: string): Result<T> {
  return { ok: false, error };
}
