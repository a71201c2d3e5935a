import { type Message, message } from './message.js';
import { waitPhrase } from './rate-limits.js';

// How many mails one recipient or one client may cause (docs/decisions/032-throttling-and-mail.md). The
// server answers a recipient over its budget exactly as any other request, so only the client's own
// limit has a message.

/** Too many password reset requests from one client address, whatever the addresses asked for. */
export function resetRequestsMessage(retryAfterSeconds: number): Message {
  return message('RESET_REQUESTS', { wait: waitPhrase(retryAfterSeconds) });
}
