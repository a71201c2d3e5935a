/** SQLSTATE of an insert or update that broke a foreign key. */
export const FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE of an insert or update that broke a unique index. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The SQLSTATE of a database error, under drizzle's wrapper (the driver's error is its cause); the same
 * on PGlite and on node-postgres.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof cause?.code === 'string' ? cause.code : code;
  return typeof found === 'string' ? found : undefined;
}
