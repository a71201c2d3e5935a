// Every cap on what a client may send, in one place that the server and the web app both import, so each
// path that writes a field enforces the same number and each form shows it.

/** A person's name: the account name (sign-up, update-user), the profile name, a connection's name. */
export const NAME_MAX_LENGTH = 100;

/** The account's picture address (better-auth's `image`); the app shows none, but update-user writes it. */
export const IMAGE_MAX_LENGTH = 2_048;

/** The name typed into the name-card lookup; read, never stored. */
export const LOOKUP_NAME_MAX_LENGTH = 200;

/** Deepest nesting of arrays and objects a JSON body may have; the API's own bodies need 3. */
export const JSON_MAX_DEPTH = 64;

/** A follow-up question to the assistant. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
