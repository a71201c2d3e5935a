// The server's own refusals that had no home in the contract (issue 26, item 2): keyed here so the catalogs
// translate them like every other `{ error }`.

/** GET /metrics without its Bearer token (an operator's scraper; still answered in the request's language). */
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';
/** Inside ttsCreditUpdateFailed's sentence when the ledger cannot be reached: translated with it. */
export const CREDIT_LEDGER_UNREACHABLE = 'the credit ledger could not be reached';
