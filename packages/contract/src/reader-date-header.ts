// The header's name alone: the web's API client, in the first page's script, imports it from here, so the
// contract's message templates (which reader-date.ts needs for its messages) stay out of that script.

/**
 * The request header in which the browser tells the server its own date ('2026-11-27'), sent with every API
 * request. The server takes "today" from it and never from its own clock (docs/decisions/036-the-readers-today.md).
 */
export const READER_DATE_HEADER = 'Reader-Date';
